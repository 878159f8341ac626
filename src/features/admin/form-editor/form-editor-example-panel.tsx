import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../../forms/core/registry';
import { generateExample, hasExample, isExampleFinding, readExample, setExample } from './form-editor-example';
import { FormEditorExampleForm } from './form-editor-example-form';
import type { EditorFinding } from './form-editor-findings';
import type { EditorFolder } from './form-editor-ops';

interface FormEditorExamplePanelProps {
  folder: EditorFolder;
  apply: (edit: (folder: EditorFolder) => EditorFolder) => void;
  /** What the live check and the last save found (the panel shows those about example.json). */
  findings: EditorFinding[];
  /** The form as last drawn without problems, to fill the example in. */
  def: FormDefinition | undefined;
  /** The live check has answered at least once. */
  checked: boolean;
  /** The latest check could read the questions (it then judged the example too). */
  judged: boolean;
}

type Status = 'missing' | 'fails' | 'waiting' | 'blocked' | 'passes';
const COLOR: Record<Status, string> = { missing: 'red.700', fails: 'red.700', waiting: 'fg.muted', blocked: 'fg.muted', passes: 'green.700' };

/**
 * The form's example.json: whether it still passes the questions, a button that writes a fresh one
 * (next to what the check says is wrong with it), and the example as the form itself, filled, whose
 * answers a person changes and keeps. Every change joins the folder's unsaved files.
 */
export function FormEditorExamplePanel({ folder, apply, findings, def, checked, judged }: FormEditorExamplePanelProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<'generated' | 'kept'>();
  /** Bumped by "Gerar exemplo": the open form starts again from the new answers. */
  const [generation, setGeneration] = useState(0);
  const exampleDoc = folder.docs['example.json'];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers change only with example.json
  const answers = useMemo(() => readExample(folder), [exampleDoc]);
  const problems = findings.filter((f) => isExampleFinding(f, folder.id));
  const status: Status = !hasExample(folder) ? 'missing' : problems.length ? 'fails' : !checked ? 'waiting' : !judged ? 'blocked' : 'passes';
  const broken = status === 'missing' || status === 'fails';

  const generate = () => {
    apply((f) => setExample(f, generateExample(f)));
    setNotice('generated');
    setGeneration((g) => g + 1);
  };

  return (
    <Stack as="section" aria-labelledby="editor-example-title" gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Text as="h2" fontWeight="semibold" fontSize="lg" id="editor-example-title">
        {t('admin.editor.example.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.editor.example.text')}
      </Text>
      <Box role="status">
        <Text color={COLOR[status]} fontWeight={broken ? 'medium' : undefined}>
          {t(`admin.editor.example.status.${status}`)}
        </Text>
        {notice ? (
          <Text fontSize="sm" color="fg.muted">
            {t(`admin.editor.example.${notice}`)}
          </Text>
        ) : null}
      </Box>
      {problems.length ? (
        <List.Root id="editor-example-problems" gap="1" fontSize="sm" color="red.700">
          {problems.map((f, index) => (
            <List.Item key={`${f.pointer}|${index}`}>{(lang === 'en' && f.en) || f.pt}</List.Item>
          ))}
        </List.Root>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button
          size="sm"
          colorPalette="purple"
          variant={broken ? 'solid' : 'outline'}
          onClick={generate}
          aria-describedby={problems.length ? 'editor-example-problems' : undefined}
        >
          {t('admin.editor.example.generate')}
        </Button>
        {def ? (
          <Button size="sm" variant="outline" aria-expanded={editing} aria-controls="editor-example-form" onClick={() => setEditing((open) => !open)}>
            {t(editing ? 'admin.editor.example.close' : 'admin.editor.example.edit')}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.editor.example.noForm')}
          </Text>
        )}
      </HStack>
      {editing && def ? (
        <Box as="section" id="editor-example-form" aria-labelledby="editor-example-form-title" borderWidth="1px" rounded="md" p="4" bg="bg">
          <Text as="h3" fontWeight="semibold" id="editor-example-form-title">
            {t('admin.editor.example.formLabel')}
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {t('admin.editor.example.formHint')}
          </Text>
          <FormEditorExampleForm
            key={`${generation}|${def.version}`}
            def={def}
            answers={answers}
            onKeep={(answers) => {
              apply((f) => setExample(f, answers));
              setNotice('kept');
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
