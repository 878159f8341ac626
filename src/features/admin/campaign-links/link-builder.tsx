import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { type CampaignLinkTags, LINK_CHANNELS, LINK_MEDIUMS, LINK_NAME_MAX, type LinkChannel, type LinkMedium, linkName } from '../../../domain/campaign-link';
import { LabelledSelect } from '../shared/form-picker';
import { LINK_TARGETS } from './link-targets';

/**
 * The form that makes a campaign link: the page or briefing, the channel and the medium (lists), the
 * campaign's name (required) and which post, ad or print it is (optional). Names are folded to plain
 * keys as the link will carry them ('Natal 2026' -> 'natal-2026'), and the field says so under it.
 */
export function LinkBuilder({ busy, onCreate, targetLabel }: { busy: boolean; onCreate: (tags: CampaignLinkTags) => void; targetLabel: (path: string) => string }) {
  const { t } = useTranslation();
  const [path, setPath] = useState(LINK_TARGETS[0].path);
  const [channel, setChannel] = useState<LinkChannel>('instagram');
  const [medium, setMedium] = useState<LinkMedium>('social');
  const [campaign, setCampaign] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = linkName(campaign);
    if (!name) {
      setError(t('admin.campaignLinks.campaignRequired'));
      document.getElementById('link-campaign')?.focus();
      return;
    }
    setError(undefined);
    onCreate({ path, channel, medium, campaign: name, content: linkName(content) });
  };

  const hint = (typed: string) => (typed && linkName(typed) !== typed ? t('admin.campaignLinks.willBe', { name: linkName(typed) || '—' }) : t('admin.campaignLinks.nameHint'));
  return (
    <form noValidate onSubmit={submit} aria-labelledby="link-builder-title">
      <Stack gap="4">
        <LabelledSelect id="link-path" label={t('admin.campaignLinks.target')} value={path} onChange={setPath}>
          {LINK_TARGETS.map((target) => (
            <option key={target.path} value={target.path}>
              {targetLabel(target.path)}
            </option>
          ))}
        </LabelledSelect>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <LabelledSelect id="link-channel" label={t('admin.campaignLinks.channel')} value={channel} onChange={(v) => setChannel(v as LinkChannel)}>
            {LINK_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`admin.source.channels.${c}`)}
              </option>
            ))}
          </LabelledSelect>
          <LabelledSelect id="link-medium" label={t('admin.campaignLinks.medium')} value={medium} onChange={(v) => setMedium(v as LinkMedium)}>
            {LINK_MEDIUMS.map((m) => (
              <option key={m} value={m}>
                {t(`admin.campaignLinks.mediums.${m}`)}
              </option>
            ))}
          </LabelledSelect>
          <NameField id="link-campaign" label={t('admin.campaignLinks.campaign')} value={campaign} onChange={setCampaign} error={error} hint={hint(campaign)} />
          <NameField id="link-content" label={t('admin.campaignLinks.content')} value={content} onChange={setContent} hint={content ? hint(content) : t('admin.campaignLinks.contentHint')} />
        </Grid>
        <Button type="submit" colorPalette="purple" alignSelf="start" loading={busy}>
          <Link2 aria-hidden="true" />
          {t('admin.campaignLinks.create')}
        </Button>
      </Stack>
    </form>
  );
}

/** A name typed for the link, with what it will carry said under it. */
function NameField({ id, label, value, onChange, error, hint }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; hint: string }) {
  return (
    <Stack gap="1">
      <TextField id={id} label={label} value={value} maxLength={LINK_NAME_MAX * 2} onChange={(e) => onChange(e.target.value)} error={error} aria-describedby={`${id}-hint`} autoComplete="off" />
      <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}
