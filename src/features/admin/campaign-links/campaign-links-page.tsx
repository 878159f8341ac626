import { Box, Button, Container, Heading, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Copy, QrCode, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { createCampaignLink, deleteCampaignLink, fetchCampaignLinks, fetchLinkStats } from '../../../backend/campaign-links';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { paths } from '../../../config/paths';
import { type CampaignLink, type CampaignLinkTags, campaignLinkUrl, linkKey } from '../../../domain/campaign-link';
import type { SourceCounts } from '../../../domain/lead-stats';
import { formatReais } from '../../../domain/money';
import type { StaffRole } from '../../../domain/staff-role';
import { toLocale } from '../../../i18n';
import { formatMoment } from '../lead';
import { useFormTitles } from '../shared/form-titles';
import { PageHeading } from '../shared/page-heading';
import { atEnd, StaffTable } from '../shared/staff-table';
import '../staff-strings';
import { LinkQr } from './link-qr';
import { LINK_TARGETS } from './link-targets';
import { LinkBuilder } from './link-builder';

type Shown = { link: CampaignLinkTags; created?: boolean };
type Failure = 'load' | 'create' | 'delete' | 'copy' | 'download';

/**
 * `/admin/links-de-campanha` (issue 41, part 4): staff make a link to a page or briefing tagged with
 * its channel, medium, campaign and content, copy it or download its QR code (PNG, SVG), and see what
 * every link made brought: the leads that landed through it, those won and the won value. Owners and
 * members make links; a link's maker or an owner deletes it (the counts stay with the leads).
 */
export function CampaignLinksPage() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { titleOf } = useFormTitles();
  const session = useOutletContext<{ uid?: string; role?: StaffRole } | undefined>();
  const [links, setLinks] = useState<CampaignLink[] | undefined>();
  const [stats, setStats] = useState<Record<string, SourceCounts>>({});
  const [failure, setFailure] = useState<{ kind: Failure; detail?: string } | undefined>();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | undefined>();
  const [copied, setCopied] = useState(false);
  const [deleting, setDeleting] = useState<CampaignLink | undefined>();
  const [busyDeleting, setBusyDeleting] = useState(false);
  const shownRef = useRef<HTMLHeadingElement>(null);

  // setFailure is stable, so `report` is safe inside the memoised load below.
  const report = (kind: Failure, error: unknown) => {
    console.warn(`Campaign links: ${kind} failed`, error);
    setFailure({ kind, detail: error instanceof Error ? error.message : String(error) });
  };
  const fail = (kind: Failure) => (error: unknown) => report(kind, error);

  const load = useCallback(async () => {
    try {
      const [made, counts] = await Promise.all([fetchCampaignLinks(), fetchLinkStats()]);
      setLinks(made);
      setStats(counts);
    } catch (error) {
      report('load', error);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  // The link just made (or asked for from the list) takes the focus: its address and code are there.
  useEffect(() => {
    if (shown) shownRef.current?.focus();
  }, [shown]);

  const targetLabel = (path: string) => {
    const formId = LINK_TARGETS.find((target) => target.path === path)?.formId;
    if (formId) return t('admin.campaignLinks.briefing', { title: titleOf(formId), path });
    return path === paths.home ? t('admin.campaignLinks.home') : path;
  };

  const create = async (tags: CampaignLinkTags) => {
    setCreating(true);
    setFailure(undefined);
    setCopied(false);
    try {
      const { created } = await createCampaignLink(tags);
      setShown({ link: tags, created });
      await load();
    } catch (error) {
      fail('create')(error);
    } finally {
      setCreating(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusyDeleting(true);
    setFailure(undefined);
    try {
      await deleteCampaignLink(deleting.id);
      if (shown && linkKey(shown.link) === deleting.id) setShown(undefined);
      setDeleting(undefined);
      await load();
    } catch (error) {
      setDeleting(undefined);
      fail('delete')(error);
    } finally {
      setBusyDeleting(false);
    }
  };

  const url = shown ? campaignLinkUrl(window.location.origin, shown.link) : '';
  // A page without the clipboard (an insecure address) says so like a refused copy.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => setCopied(true),
        (error: unknown) => fail('copy')(error),
      );
  const reais = (cents: number | undefined) => formatReais(cents ?? 0, locale);

  return (
    <Container maxW="6xl" py="10">
      <Stack gap="8">
        <PageHeading title={t('admin.campaignLinks.title')} text={t('admin.campaignLinks.text')} back={{ to: paths.admin, label: t('admin.campaignLinks.back') }} size="3xl" />
        <Box as="section" aria-labelledby="link-builder-title" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
          <Heading as="h2" size="lg" id="link-builder-title" mb="4">
            {t('admin.campaignLinks.builderTitle')}
          </Heading>
          <LinkBuilder busy={creating} onCreate={(tags) => void create(tags)} targetLabel={targetLabel} />
        </Box>

        {failure && (
          <FailureNotice message={t(`admin.campaignLinks.errors.${failure.kind}`)} detail={failure.detail} detailsLabel={t('admin.campaignLinks.details')} />
        )}

        {shown && (
          <Box as="section" aria-labelledby="link-shown-title" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="purple.50">
            <Stack gap="4">
              <Heading as="h2" size="lg" id="link-shown-title" ref={shownRef} tabIndex={-1} outline="none">
                {t('admin.campaignLinks.shownTitle', { campaign: shown.link.campaign })}
              </Heading>
              {shown.created !== undefined && <Text>{t(shown.created ? 'admin.campaignLinks.created' : 'admin.campaignLinks.existed')}</Text>}
              <Stack gap="1">
                <label htmlFor="link-url">{t('admin.campaignLinks.url')}</label>
                <HStack gap="2" wrap="wrap">
                  <Input id="link-url" readOnly value={url} flex="1" minW="260px" bg="bg" onFocus={(e) => e.currentTarget.select()} />
                  <Button variant="outline" colorPalette="purple" onClick={() => void copy()}>
                    <Copy aria-hidden="true" />
                    {t('admin.campaignLinks.copy')}
                  </Button>
                </HStack>
                <Text role="status" fontSize="sm" color="green.700" minH="5">
                  {copied ? t('admin.campaignLinks.copied') : ''}
                </Text>
              </Stack>
              <LinkQr
                url={url}
                name={`qr-${shown.link.campaign}${shown.link.content ? `-${shown.link.content}` : ''}`}
                label={t('admin.campaignLinks.qrLabel', { campaign: shown.link.campaign, target: targetLabel(shown.link.path) })}
                onFailure={fail('download')}
              />
            </Stack>
          </Box>
        )}

        <Box as="section" aria-labelledby="links-title">
          <Heading as="h2" size="lg" id="links-title" mb="2">
            {t('admin.campaignLinks.listTitle')}
          </Heading>
          <Text color="fg.muted" mb="4">
            {t('admin.campaignLinks.listText')}
          </Text>
          {links === undefined && failure?.kind !== 'load' ? (
            <Skeleton height="24" aria-label={t('admin.campaignLinks.loading')} />
          ) : links?.length === 0 ? (
            <Text role="status">{t('admin.campaignLinks.empty')}</Text>
          ) : links ? (
            <StaffTable
              caption={t('admin.campaignLinks.caption')}
              columns={[
                t('admin.campaignLinks.colLink'),
                t('admin.campaignLinks.colMade'),
                atEnd(t('admin.campaignLinks.colLeads')),
                atEnd(t('admin.campaignLinks.colWon')),
                atEnd(t('admin.campaignLinks.colWonValue')),
                { label: <Text srOnly>{t('admin.campaignLinks.colActions')}</Text> },
              ]}
              striped
            >
              {links.map((link) => {
                const counts = stats[link.id] ?? {};
                const mine = link.createdBy === session?.uid || session?.role === 'owner';
                return (
                  <Table.Row key={link.id}>
                    <Table.Cell>
                      <Text fontWeight="semibold">{link.campaign}</Text>
                      <Text fontSize="sm">
                        {[t(`admin.source.channels.${link.channel}`), t(`admin.campaignLinks.mediums.${link.medium}`), link.content].filter(Boolean).join(' · ')}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {targetLabel(link.path)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontSize="sm">{link.createdByEmail ?? ''}</Text>
                      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                        {formatMoment(link.createdAt, locale)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{counts.received ?? 0}</Table.Cell>
                    <Table.Cell textAlign="end">{counts.won ?? 0}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {reais(counts.wonValue)}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" justify="end">
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="purple"
                          aria-label={t('admin.campaignLinks.show', { campaign: link.campaign })}
                          onClick={() => {
                            setCopied(false);
                            setShown({ link });
                          }}
                        >
                          <QrCode aria-hidden="true" />
                          {t('admin.campaignLinks.showShort')}
                        </Button>
                        {mine && (
                          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('admin.campaignLinks.delete', { campaign: link.campaign })} onClick={() => setDeleting(link)}>
                            <Trash2 aria-hidden="true" />
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </StaffTable>
          ) : null}
        </Box>

        <ConfirmDialog
          open={!!deleting}
          danger
          busy={busyDeleting}
          title={t('admin.campaignLinks.confirmTitle', { campaign: deleting?.campaign ?? '' })}
          confirmLabel={t('admin.campaignLinks.confirm')}
          cancelLabel={t('admin.campaignLinks.cancel')}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(undefined)}
        >
          <Text>{t('admin.campaignLinks.confirmText')}</Text>
        </ConfirmDialog>
      </Stack>
    </Container>
  );
}
