import { Badge, Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE } from './form-editor-messages';
import { confirmTranslation, type EditorFolder, isStale, type Locale, readText, setText, type TextRef, type TextRow, textRefs, TRANSLATIONS } from './form-editor-ops';

const LANGUAGES: Locale[] = ['pt', 'es', 'en'];

interface FormEditorTextsProps {
  folder: EditorFolder;
  apply: (edit: (folder: EditorFolder) => EditorFolder) => void;
}

/** What a row is, as a person reads the form: "Título da página", "Quem é o convidado? · ajuda". */
export function rowName(row: TextRow, t: TFunction): string {
  const { ref } = row;
  if (ref.kind === 'form') return t(`admin.editor.texts.form.${ref.key}`, { defaultValue: ref.key });
  if (ref.kind === 'section') return t('admin.editor.texts.section', { section: row.section });
  if (ref.kind === 'option') return t('admin.editor.texts.option', { question: row.question, option: row.option });
  if (ref.rule) {
    const message = ruleName(ref.rule, !!row.required, t);
    return t('admin.editor.texts.part.rule', { question: row.question, message: message.charAt(0).toLocaleLowerCase() + message.slice(1) });
  }
  return t(`admin.editor.texts.part.${ref.part}`, { question: row.question });
}

/** A rule's message in the editor's words: "Mensagem quando vazio", "Mensagem fora do intervalo". */
export function ruleName(rule: string, required: boolean, t: TFunction): string {
  // "_" is what a required question says when left empty, and any other question's general message.
  const word = rule === '_' ? (required ? 'empty' : 'general') : rule;
  const known = ['empty', 'general', RANGE, 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'pattern', 'format', 'minItems'];
  return known.includes(word) ? t(`admin.editor.messages.rule.${word}`) : t('admin.editor.messages.rule.other', { key: rule });
}

interface FormEditorTextInputProps {
  id?: string;
  folder: EditorFolder;
  apply: (edit: (folder: EditorFolder) => EditorFolder) => void;
  textRef: TextRef;
  locale: Locale;
  /** The input's accessible name ("Título da página em Español"). */
  label: string;
  /** What the text is and its language, for the confirm button's name. */
  what: string;
  language: string;
  /** An empty text here is a missing one (highlighted, and named as such). */
  wanted: boolean;
}

/**
 * One text in one language, as the translation table and the question's messages edit it: a missing
 * one highlighted, a translation whose Portuguese changed since marked "a revisar" with its button
 * to confirm it as it is.
 */
export function FormEditorTextInput({ id, folder, apply, textRef, locale, label, what, language, wanted }: FormEditorTextInputProps) {
  const { t } = useTranslation();
  const hint = `editor-stale-${useId().replace(/[^\w-]/g, '_')}`;
  const value = readText(folder, textRef, locale);
  const empty = wanted && !value;
  const toReview = locale !== 'pt' && isStale(folder, textRef, locale);
  return (
    <>
      <Input
        id={id}
        size="sm"
        bg="bg"
        borderColor={empty ? 'red.400' : toReview ? 'orange.400' : undefined}
        aria-label={label}
        aria-invalid={empty || undefined}
        aria-describedby={toReview ? hint : undefined}
        placeholder={empty ? t('admin.editor.texts.empty') : undefined}
        value={value}
        onChange={(e) => apply((f) => setText(f, textRef, locale, e.target.value))}
      />
      {toReview && (
        <HStack mt="1" gap="2" wrap="wrap">
          <Badge id={hint} colorPalette="orange" title={t('admin.editor.texts.staleHint')}>
            {t('admin.editor.texts.stale')}
          </Badge>
          <Button size="2xs" variant="outline" aria-label={t('admin.editor.texts.confirmLabel', { what, language })} onClick={() => apply((f) => confirmTranslation(f, textRef, locale))}>
            {t('admin.editor.texts.confirm')}
          </Button>
        </HStack>
      )}
    </>
  );
}

/**
 * Every text of the form in Portuguese, Spanish and English side by side. A translation left empty is
 * highlighted and counted: the visitor would read the Portuguese there, and forms:check names it. A
 * translation whose Portuguese changed after it was written shows "a revisar" (counted too) until it
 * is edited or confirmed as it is.
 */
export function FormEditorTexts({ folder, apply }: FormEditorTextsProps) {
  const { t } = useTranslation();
  const rows = textRefs(folder);
  const missing = rows.reduce((sum, { ref }) => sum + LANGUAGES.slice(1).filter((l) => !readText(folder, ref, l)).length, 0);
  const stale = rows.reduce((sum, { ref }) => sum + TRANSLATIONS.filter((l) => isStale(folder, ref, l)).length, 0);
  return (
    <Stack as="section" aria-labelledby="editor-texts-title" gap="3">
      <Text as="h2" fontWeight="semibold" fontSize="lg" id="editor-texts-title">
        {t('admin.editor.texts.title')}
      </Text>
      <Text role="status" color={missing ? 'red.700' : 'green.700'} fontWeight="medium">
        {t('admin.editor.texts.missing', { count: missing })}
      </Text>
      {stale > 0 && (
        <Text role="status" color="orange.700" fontWeight="medium">
          {t('admin.editor.texts.staleCount', { count: stale })}
        </Text>
      )}
      <Box overflowX="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-labelledby="editor-texts-title">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.editor.texts.what')}</Table.ColumnHeader>
              {LANGUAGES.map((l) => (
                <Table.ColumnHeader key={l}>{t(`admin.preview.pane.languages.${l}`)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell fontSize="sm" maxW="56">
                  {rowName(row, t)}
                </Table.Cell>
                {LANGUAGES.map((l) => {
                  const { ref } = row;
                  const label = rowName(row, t);
                  const empty = !readText(folder, ref, l);
                  const language = t(`admin.preview.pane.languages.${l}`);
                  const toReview = l !== 'pt' && isStale(folder, ref, l);
                  return (
                    <Table.Cell key={l} minW="48" bg={empty ? 'red.50' : toReview ? 'orange.50' : undefined}>
                      <FormEditorTextInput
                        folder={folder}
                        apply={apply}
                        textRef={ref}
                        locale={l}
                        label={t('admin.editor.texts.cell', { what: label, language })}
                        what={label}
                        language={language}
                        wanted
                      />
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
