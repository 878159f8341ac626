import { Box, Button, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { messageRules, messageShape, neededMessageKeys } from './form-editor-messages';
import { type EditorFolder, fillQuestionMessages, folderMessages, type Locale, type QuestionView, readText, type TextRef } from './form-editor-ops';
import { FormEditorTextInput, ruleName } from './form-editor-texts';

const LANGUAGES: Locale[] = ['pt', 'es', 'en'];
const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1', fontSize: 'sm' } });
/* Plain elements, as in the question panel: Chakra's Fieldset would add its recipe to every public page's system. */
const Group = chakra('fieldset', { base: { border: 0, p: 0, m: 0, minW: 0 } });
const Legend = chakra('legend', { base: { p: 0, mb: '1', fontSize: 'sm', fontWeight: 'medium' } });

interface FormEditorMessagesProps {
  folder: EditorFolder;
  question: QuestionView;
  apply: (edit: (folder: EditorFolder) => EditorFolder) => void;
}

/**
 * What the visitor reads when the question is left empty or its answer breaks a rule: a message per
 * rule the question carries ("Mensagem quando vazio", "Mensagem fora do intervalo"...), each in
 * Portuguese, Spanish and English, edited here as in the translation table (a translation whose
 * Portuguese changed shows "a revisar"). The editor writes them as the rules are set; a message one
 * string for every case (hand-made forms, the template's questions) stays one field until the person
 * asks for one message per rule.
 */
export function FormEditorMessages({ folder, question: q, apply }: FormEditorMessagesProps) {
  const { t } = useTranslation();
  const files = folderMessages(folder);
  const shape = messageShape(files, q.name);
  const rules = messageRules(files, q.name);
  const id = `editor-${q.name}-messages`;
  const language = (l: Locale) => t(`admin.editor.messages.language.${l}`);

  // One message for every case, or none on a question without rules: the single field it always had.
  if (shape === 'string' || (shape === 'none' && !neededMessageKeys(files, q.name).length)) {
    const ref: TextRef = { kind: 'field', name: q.name, part: 'error' };
    return (
      <Box>
        <Label htmlFor={`editor-${q.name}-error`}>{t('admin.editor.panel.error')}</Label>
        <FormEditorTextInput
          id={`editor-${q.name}-error`}
          folder={folder}
          apply={apply}
          textRef={ref}
          locale="pt"
          label={t('admin.editor.panel.error')}
          what={t('admin.editor.panel.error')}
          language={language('pt')}
          wanted={false}
        />
        {shape === 'string' ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t('admin.editor.messages.oneHint')}
          </Text>
        ) : null}
        {neededMessageKeys(files, q.name).length ? (
          <Button size="xs" variant="outline" mt="2" onClick={() => apply((f) => fillQuestionMessages(f, q.name, true))}>
            {t('admin.editor.messages.split')}
          </Button>
        ) : null}
      </Box>
    );
  }

  const missing = rules.some((rule) => rule.needed && LANGUAGES.some((l) => !readText(folder, { kind: 'field', name: q.name, part: 'error', rule: rule.key }, l)));
  return (
    <Stack gap="3" aria-labelledby={`${id}-title`} role="group">
      <Box>
        <Text id={`${id}-title`} fontWeight="medium" fontSize="sm">
          {t('admin.editor.messages.title')}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('admin.editor.messages.hint')}
        </Text>
      </Box>
      {rules.map((rule) => {
        const name = ruleName(rule.key, q.required, t);
        const ref: TextRef = { kind: 'field', name: q.name, part: 'error', rule: rule.key };
        return (
          <Group key={rule.key}>
            <Legend>{name}</Legend>
            <Grid templateColumns="auto minmax(0, 1fr)" gap="1.5" alignItems="center">
              {LANGUAGES.map((l) => (
                <Box key={l} display="contents">
                  <Text as="span" fontSize="xs" color="fg.muted" textTransform="uppercase" aria-hidden>
                    {l}
                  </Text>
                  <Box>
                    <FormEditorTextInput
                      folder={folder}
                      apply={apply}
                      textRef={ref}
                      locale={l}
                      label={t('admin.editor.messages.input', { rule: name, language: language(l) })}
                      what={name}
                      language={language(l)}
                      wanted={rule.needed}
                    />
                  </Box>
                </Box>
              ))}
            </Grid>
          </Group>
        );
      })}
      {missing ? (
        <Box>
          <Text fontSize="sm" color="red.700">
            {t('admin.editor.messages.missing')}
          </Text>
          <Button size="xs" variant="outline" mt="1" onClick={() => apply((f) => fillQuestionMessages(f, q.name))}>
            {t('admin.editor.messages.fill')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
