import { Alert, Box, Button, ButtonGroup, Code, Heading, Stack, Text } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { LOCALES, type Locale } from '../../../forms/core/definition';
import { submissionMeta, toStoredAnswers } from '../../../forms/core/record';
import type { FormDefinition } from '../../../forms/core/registry';
import { FormRunner } from '../../../forms/runner/form-runner';
import { useFormTexts } from '../../../forms/runner/use-form-texts';
import { i18next, toLocale } from '../../../i18n';

interface FormPreviewPaneProps {
  /** The form to draw, with a preview-only id (`contato~3`); `formId` is the folder's real id. */
  def: FormDefinition | undefined;
  formId: string;
  /** The latest edit has a problem in form.json, schema.json or ui.json: `def` is the last good one. */
  stale: boolean;
}

/**
 * The form as visitors see it, drawn by the site's own runner, in the language chosen here (not the
 * staff member's): a second i18next instance sharing the app's strings, so the runner, its engine
 * messages and its buttons all follow the preview's language while the admin pages keep theirs.
 * A valid submit shows the record that would be stored; nothing is sent.
 */
export function FormPreviewPane({ def, formId, stale }: FormPreviewPaneProps) {
  const { t, i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>(() => toLocale(i18n.language));
  const previewI18n = usePreviewI18n(locale);
  const [record, setRecord] = useState<Record<string, unknown>>();
  useEffect(() => setRecord(undefined), [def, locale]);

  return (
    <Stack as="section" aria-labelledby="preview-form-title" gap="4">
      <Heading as="h2" size="md" id="preview-form-title">
        {t('admin.preview.pane.title')}
      </Heading>
      <ButtonGroup size="sm" variant="outline" colorPalette="purple" attached role="group" aria-label={t('admin.preview.pane.language')}>
        {LOCALES.map((l) => (
          <Button key={l} aria-pressed={l === locale} variant={l === locale ? 'solid' : 'outline'} onClick={() => setLocale(l)}>
            {t(`admin.preview.pane.languages.${l}`)}
          </Button>
        ))}
      </ButtonGroup>
      {stale && def ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('admin.preview.pane.stale')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {!def ? (
        <Text color="fg.muted">{t(stale ? 'admin.preview.pane.blocked' : 'admin.preview.pane.empty')}</Text>
      ) : !previewI18n ? (
        <PageSpinner />
      ) : (
        <Box borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
          <DrawBoundary key={def.id} message={t('admin.preview.pane.crashed')}>
            <I18nextProvider i18n={previewI18n}>
              <PreviewedForm def={def} onSubmit={(answers) => setRecord(storedRecord(def, formId, answers, locale))} />
            </I18nextProvider>
          </DrawBoundary>
        </Box>
      )}
      {record ? (
        <Stack role="status" gap="2" borderWidth="1px" borderColor="green.300" bg="green.50" rounded="md" p="4">
          <Text fontWeight="semibold">{t('admin.preview.pane.nothingSent')}</Text>
          <Text>{t('admin.preview.pane.wouldStore', { collection: def?.form.collection })}</Text>
          <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" fontSize="sm" aria-label={t('admin.preview.pane.record')}>
            {JSON.stringify(record, null, 2)}
          </Code>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The title and questions, as the briefing page shows them, in the preview's language. */
function PreviewedForm({ def, onSubmit }: { def: FormDefinition; onSubmit: (answers: Record<string, unknown>) => void }) {
  const texts = useFormTexts(def);
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h3" size="xl" mb="2">
          {texts.title}
        </Heading>
        {texts.subtitle && <Text color="fg.muted">{texts.subtitle}</Text>}
      </Box>
      <FormRunner def={def} onScreen={() => undefined} preview={{ onSubmit }} />
    </Stack>
  );
}

/** The document submitAnswers would write, with the folder's real id and the server's time left out. */
function storedRecord(def: FormDefinition, formId: string, answers: Record<string, unknown>, locale: Locale) {
  return { ...toStoredAnswers(def, answers), ...submissionMeta({ ...def, id: formId }, locale) };
}

/**
 * An i18next instance in the preview's language that shares the app's strings and loader: changing
 * its language never changes the app's (nor the remembered choice). Ready once its strings are there.
 */
function usePreviewI18n(locale: Locale): I18n | undefined {
  const [ready, setReady] = useState<{ locale: Locale; instance: I18n }>();
  useEffect(() => {
    let live = true;
    const instance = i18next.cloneInstance({ lng: locale }, (error) => {
      if (error) console.warn('Preview strings did not load', error);
      if (live) setReady({ locale, instance });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return ready?.locale === locale ? ready.instance : undefined;
}

/** A definition the check let through that still fails to draw: said in the page, not a blank screen. */
class DrawBoundary extends Component<{ message: string; children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {this.props.message} ({this.state.error.message})
        </Alert.Title>
      </Alert.Root>
    );
  }
}
