import { Button, Card, chakra, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseReasonLines, type ReasonsError, saveLostReasons } from '../../../backend/pipeline-settings';
import { toaster } from '../../../components/ui/toaster';
import { LOST_REASON_ITEM_MAX, LOST_REASONS_MAX } from '../../../domain/lead';
import { SectionHeading } from '../shared/page-heading';
import { useLostReasons } from './lost-reasons';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1.5' } });

/**
 * The studio's lost reasons, one per line: the choices offered when a lead is moved to perdido (with
 * "Outro" always there). Saving an empty list brings the default one back.
 */
export function LostReasonsForm() {
  const { t } = useTranslation();
  const id = useId();
  const { reasons, custom } = useLostReasons();
  const [text, setText] = useState<string>();
  const [error, setError] = useState<ReasonsError>();
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // The field starts with what the dialog offers today (the default list in the staff language when none is set).
  useEffect(() => {
    if (reasons && text === undefined) setText(reasons.join('\n'));
  }, [reasons, text]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseReasonLines(text ?? '');
    if (typeof parsed === 'string') {
      setError(parsed);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await saveLostReasons(parsed);
      toaster.create({ type: 'success', title: t('admin.lostReasons.saved') });
    } catch (cause) {
      console.warn('Lost reasons not saved', cause);
      toaster.create({ type: 'error', title: t('admin.lostReasons.unexpected') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="lost-reasons-title">
      <Card.Body gap="4">
        <SectionHeading id="lost-reasons-title" title={t('admin.lostReasons.title')} text={t('admin.lostReasons.text')} />
        <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="lost-reasons-title">
          <Stack gap="2" align="start">
            <Label htmlFor={id}>{t('admin.lostReasons.label')}</Label>
            <Textarea
              id={id}
              ref={field}
              bg="bg"
              rows={7}
              maxW="lg"
              disabled={text === undefined}
              value={text ?? ''}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            />
            <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
              {t('admin.lostReasons.hint', { count: LOST_REASONS_MAX, max: LOST_REASON_ITEM_MAX })}{' '}
              {custom ? '' : t('admin.lostReasons.usingDefault')}
            </Text>
            {error && (
              <Text id={`${id}-error`} role="alert" color="red.600" fontSize="sm">
                {t(`admin.lostReasons.${error}`, { count: LOST_REASONS_MAX, max: LOST_REASON_ITEM_MAX })}
              </Text>
            )}
            <Button type="submit" colorPalette="purple" loading={saving} disabled={text === undefined}>
              {t('admin.lostReasons.save')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
