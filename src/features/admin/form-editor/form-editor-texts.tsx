import { Badge, Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { confirmTranslation, type EditorFolder, isStale, type Locale, readText, setText, type TextRow, textRefs, TRANSLATIONS } from './form-editor-ops';

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
  return t(`admin.editor.texts.part.${ref.part}`, { question: row.question });
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
                  const value = readText(folder, ref, l);
                  const empty = !value;
                  const language = t(`admin.preview.pane.languages.${l}`);
                  const toReview = l !== 'pt' && isStale(folder, ref, l);
                  const hint = `editor-texts-stale-${row.key.replace(/[^\w-]/g, '_')}-${l}`;
                  return (
                    <Table.Cell key={l} minW="48" bg={empty ? 'red.50' : toReview ? 'orange.50' : undefined}>
                      <Input
                        size="sm"
                        bg="bg"
                        borderColor={empty ? 'red.400' : toReview ? 'orange.400' : undefined}
                        aria-label={t('admin.editor.texts.cell', { what: label, language })}
                        aria-invalid={empty || undefined}
                        aria-describedby={toReview ? hint : undefined}
                        placeholder={empty ? t('admin.editor.texts.empty') : undefined}
                        value={value}
                        onChange={(e) => apply((f) => setText(f, ref, l, e.target.value))}
                      />
                      {toReview && (
                        <HStack mt="1" gap="2" wrap="wrap">
                          <Badge id={hint} colorPalette="orange" title={t('admin.editor.texts.staleHint')}>
                            {t('admin.editor.texts.stale')}
                          </Badge>
                          <Button
                            size="2xs"
                            variant="outline"
                            aria-label={t('admin.editor.texts.confirmLabel', { what: label, language })}
                            onClick={() => apply((f) => confirmTranslation(f, ref, l))}
                          >
                            {t('admin.editor.texts.confirm')}
                          </Button>
                        </HStack>
                      )}
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
