import { Box, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type EditorFolder, type Locale, readText, setText, type TextRow, textRefs } from './form-editor-ops';

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
 * highlighted and counted: the visitor would read the Portuguese there, and forms:check names it.
 */
export function FormEditorTexts({ folder, apply }: FormEditorTextsProps) {
  const { t } = useTranslation();
  const rows = textRefs(folder);
  const missing = rows.reduce((sum, { ref }) => sum + LANGUAGES.slice(1).filter((l) => !readText(folder, ref, l)).length, 0);
  return (
    <Stack as="section" aria-labelledby="editor-texts-title" gap="3">
      <Text as="h2" fontWeight="semibold" fontSize="lg" id="editor-texts-title">
        {t('admin.editor.texts.title')}
      </Text>
      <Text role="status" color={missing ? 'red.700' : 'green.700'} fontWeight="medium">
        {t('admin.editor.texts.missing', { count: missing })}
      </Text>
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
                  return (
                    <Table.Cell key={l} minW="48" bg={empty ? 'red.50' : undefined}>
                      <Input
                        size="sm"
                        bg="bg"
                        borderColor={empty ? 'red.400' : undefined}
                        aria-label={t('admin.editor.texts.cell', { what: label, language: t(`admin.preview.pane.languages.${l}`) })}
                        aria-invalid={empty || undefined}
                        placeholder={empty ? t('admin.editor.texts.empty') : undefined}
                        value={value}
                        onChange={(e) => apply((f) => setText(f, ref, l, e.target.value))}
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
