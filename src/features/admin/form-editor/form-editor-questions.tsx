import { Badge, Box, Button, chakra, HStack, IconButton, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KINDS, type QuestionView } from './form-editor-ops';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1.5', fontSize: 'sm' } });

interface FormEditorQuestionsProps {
  questions: QuestionView[];
  selected: string | undefined;
  /** How many findings of the check concern each question. */
  findings: Map<string, number>;
  onSelect: (name: string) => void;
  onMove: (name: string, by: -1 | 1) => void;
  onRemove: (name: string) => void;
  onAdd: (kind: (typeof KINDS)[number]) => void;
}

/** The questions in the order visitors meet them, each with up, down and delete buttons, and the menu that adds one. */
export function FormEditorQuestions({ questions, selected, findings, onSelect, onMove, onRemove, onAdd }: FormEditorQuestionsProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('text');
  return (
    <Stack as="section" aria-labelledby="editor-questions-title" gap="3">
      <Text as="h2" fontWeight="semibold" fontSize="lg" id="editor-questions-title">
        {t('admin.editor.questions')}
      </Text>
      {questions.length === 0 ? <Text color="fg.muted">{t('admin.editor.noQuestions')}</Text> : null}
      <List.Root as="ol" listStyleType="none" gap="1.5" aria-labelledby="editor-questions-title">
        {questions.map((q, index) => {
          const count = findings.get(q.name) ?? 0;
          const current = q.name === selected;
          return (
            <List.Item key={q.name} borderWidth="1px" rounded="md" borderColor={current ? 'purple.400' : 'border'} bg={current ? 'purple.50' : 'bg'} px="2" py="1.5">
              <HStack gap="2">
                <Button
                  variant="plain"
                  flex="1"
                  minW="0"
                  h="auto"
                  justifyContent="flex-start"
                  textAlign="left"
                  whiteSpace="normal"
                  aria-current={current ? 'true' : undefined}
                  aria-label={t('admin.editor.select', { name: q.name })}
                  onClick={() => onSelect(q.name)}
                >
                  <Box minW="0">
                    {/* The whole title, wrapped: two questions that start alike must be told apart. */}
                    <Text fontWeight="medium">
                      {q.title || q.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {q.name} · {t(`admin.editor.kinds.${q.kind}`)}
                      {q.required ? ' · *' : ''}
                      {q.condition ? ` · ⤷ ${q.condition.controller}` : ''}
                    </Text>
                  </Box>
                </Button>
                {count ? <Badge colorPalette="red">{t('admin.editor.findingsIn', { count })}</Badge> : null}
                <IconButton size="xs" variant="ghost" aria-label={t('admin.editor.up', { name: q.name })} disabled={index === 0} onClick={() => onMove(q.name, -1)}>
                  <ArrowUp />
                </IconButton>
                <IconButton size="xs" variant="ghost" aria-label={t('admin.editor.down', { name: q.name })} disabled={index === questions.length - 1} onClick={() => onMove(q.name, 1)}>
                  <ArrowDown />
                </IconButton>
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('admin.editor.remove', { name: q.name })} onClick={() => onRemove(q.name)}>
                  <Trash2 />
                </IconButton>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
      <HStack alignItems="end" gap="2">
        <Box flex="1">
          <Label htmlFor="editor-add-kind">{t('admin.editor.addKind')}</Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id="editor-add-kind" value={kind} onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])} bg="bg">
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.editor.kinds.${k}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Button size="sm" colorPalette="purple" onClick={() => onAdd(kind)}>
          {t('admin.editor.add')}
        </Button>
      </HStack>
    </Stack>
  );
}
