import { Box, Button, Checkbox, chakra, Grid, HStack, IconButton, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorFinding } from './form-editor-findings';
import { FormEditorMessages } from './form-editor-messages-panel';
import {
  addOption,
  type EditorFolder,
  type Limit,
  type QuestionView,
  readText,
  relabelOption,
  removeOption,
  renameQuestion,
  setCondition,
  setTextFormat,
  TEXT_FORMATS,
  type TextFormat,
  setLimit,
  setOther,
  setRequired,
  setText,
} from './form-editor-ops';
import { optionPublished } from './form-editor-versions';
import type { FormHistory } from '../../../forms/core/versions';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1', fontSize: 'sm' } });
/*
 * A group of checkboxes and its heading, as plain elements: Chakra's Fieldset would add its recipe to
 * the system every public page builds (src/app/system.ts), for a page only the dev server has.
 */
const Group = chakra('fieldset', { base: { border: 0, p: 0, m: 0, minW: 0 } });
const Legend = chakra('legend', { base: { p: 0, mb: '1.5', fontSize: 'sm' } });
const NAME = /^[a-z][A-Za-z0-9]*$/;

interface FormEditorQuestionPanelProps {
  folder: EditorFolder;
  question: QuestionView;
  questions: QuestionView[];
  findings: EditorFinding[];
  /** Applies one of the editor's operations to the folder. */
  apply: (edit: (folder: EditorFolder) => EditorFolder) => void;
  /** The form's published versions: an option a version stored keeps its value, only its label changes. */
  history: FormHistory | undefined;
  onRenamed: (name: string) => void;
}

/** Everything about one question, from menus and plain text fields: no JSON to type. */
export function FormEditorQuestionPanel({ folder, question: q, questions, findings, apply, history, onRenamed }: FormEditorQuestionPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const [newName, setNewName] = useState(q.name);
  const [newOption, setNewOption] = useState('');
  const [pendingController, setPendingController] = useState<string>();
  const id = (part: string) => `editor-${q.name}-${part}`;
  const nameOk = NAME.test(newName) && !questions.some((other) => other.name === newName);

  const text = (part: 'title' | 'placeholder' | 'help', label: string) => (
    <Box>
      <Label htmlFor={id(part)}>{label}</Label>
      <Input
        id={id(part)}
        size="sm"
        bg="bg"
        value={readText(folder, { kind: 'field', name: q.name, part }, 'pt')}
        onChange={(e) => apply((f) => setText(f, { kind: 'field', name: q.name, part }, 'pt', e.target.value))}
      />
    </Box>
  );
  const limit = (key: Limit) => (
    <Box>
      <Label htmlFor={id(key)}>{t(`admin.editor.panel.${key}`)}</Label>
      <Input
        id={id(key)}
        size="sm"
        bg="bg"
        type="number"
        inputMode="numeric"
        value={q[key] ?? ''}
        onChange={(e) => apply((f) => setLimit(f, q.name, key, e.target.value === '' ? undefined : Number(e.target.value)))}
      />
    </Box>
  );

  const choices = q.kind === 'single' || q.kind === 'multiple';
  const controllers = questions.filter((other) => other.name !== q.name && (other.kind === 'single' || other.kind === 'multiple') && other.options.length);
  const controllerName = pendingController ?? q.condition?.controller ?? '';
  const controller = controllers.find((c) => c.name === controllerName);
  const shownFor = q.condition?.controller === controllerName ? q.condition.values : [];
  const toggleShownFor = (value: string, on: boolean) => {
    const values = on ? [...shownFor, value] : shownFor.filter((v) => v !== value);
    apply((f) => setCondition(f, q.name, values.length ? { controller: controllerName, values } : undefined));
    if (!values.length) setPendingController(controllerName);
    else setPendingController(undefined);
  };

  return (
    <Stack as="section" aria-labelledby="editor-panel-title" gap="4" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Text as="h2" fontWeight="semibold" fontSize="lg" id="editor-panel-title">
        {t('admin.editor.panel.title')}: {q.title || q.name}
      </Text>

      <Box>
        <Label htmlFor={id('name')}>{t('admin.editor.panel.name')}</Label>
        <HStack>
          <Input id={id('name')} size="sm" bg="bg" fontFamily="mono" value={newName} onChange={(e) => setNewName(e.target.value.trim())} aria-describedby={id('name-hint')} />
          <Button
            size="sm"
            variant="outline"
            disabled={newName === q.name || !nameOk}
            onClick={() => {
              apply((f) => renameQuestion(f, q.name, newName));
              onRenamed(newName);
            }}
          >
            {t('admin.editor.panel.rename')}
          </Button>
        </HStack>
        <Text id={id('name-hint')} fontSize="xs" color={newName !== q.name && !nameOk ? 'red.700' : 'fg.muted'} mt="1">
          {newName !== q.name && !nameOk ? t('admin.editor.panel.badName') : t('admin.editor.panel.nameHint')}
        </Text>
      </Box>

      {text('title', t('admin.editor.panel.question'))}

      <Checkbox.Root checked={q.required} onCheckedChange={(e) => apply((f) => setRequired(f, q.name, e.checked === true))} colorPalette="purple">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('admin.editor.panel.required')}</Checkbox.Label>
      </Checkbox.Root>

      {q.textFormat ? (
        <Box>
          <Label htmlFor={id('format')}>{t('admin.editor.panel.textFormat')}</Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={id('format')} bg="bg" value={q.textFormat} onChange={(e) => apply((f) => setTextFormat(f, q.name, e.target.value as TextFormat))}>
              {TEXT_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t(`admin.editor.panel.textFormats.${format}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      ) : null}

      {q.kind === 'number' ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          {limit('minimum')}
          {limit('maximum')}
        </Grid>
      ) : ['text', 'longText', 'phone'].includes(q.kind) ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          {limit('minLength')}
          {limit('maxLength')}
        </Grid>
      ) : q.kind === 'multiple' ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          {limit('minItems')}
          {limit('maxItems')}
        </Grid>
      ) : null}

      <FormEditorMessages folder={folder} question={q} apply={apply} />
      {text('help', t('admin.editor.panel.help'))}
      {!choices && q.kind !== 'consent' ? text('placeholder', t('admin.editor.panel.placeholder')) : null}

      {choices ? (
        <Group>
          <Legend fontWeight="medium">{t('admin.editor.panel.options')}</Legend>
          <Stack gap="1.5">
            <Text fontSize="xs" color="fg.muted">
              {t(history ? 'admin.editor.panel.valuesFrozen' : 'admin.editor.panel.valuesFollow')}
            </Text>
            {/* Keyed by place: before publication a label's stored value changes as it is typed. */}
            {q.options.map((option, index) => (
              <HStack key={index}>
                <Input
                  size="sm"
                  bg="bg"
                  aria-label={t('admin.editor.panel.option', { number: index + 1 })}
                  value={option.label}
                  onChange={(e) => apply((f) => relabelOption(f, q.name, option.value, e.target.value, optionPublished(f, history, q.name, option.value)))}
                />
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('admin.editor.panel.removeOption', { value: option.label })}
                  disabled={q.options.length < 2}
                  onClick={() => apply((f) => removeOption(f, q.name, option.value))}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            ))}
            <HStack>
              <Input size="sm" bg="bg" aria-label={t('admin.editor.panel.newOption')} placeholder={t('admin.editor.panel.newOption')} value={newOption} onChange={(e) => setNewOption(e.target.value)} />
              <Button
                size="sm"
                variant="outline"
                disabled={!newOption.trim() || q.options.some((o) => o.label === newOption.trim())}
                onClick={() => {
                  apply((f) => addOption(f, q.name, newOption.trim()));
                  setNewOption('');
                }}
              >
                {t('admin.editor.panel.addOption')}
              </Button>
            </HStack>
            <Checkbox.Root checked={q.other} onCheckedChange={(e) => apply((f) => setOther(f, q.name, e.checked === true))} colorPalette="purple">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('admin.editor.panel.other')}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Group>
      ) : null}

      <Box>
        <Label htmlFor={id('condition')}>{t('admin.editor.panel.condition')}</Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={id('condition')}
            bg="bg"
            value={controllerName}
            onChange={(e) => {
              const next = e.target.value;
              if (q.condition) apply((f) => setCondition(f, q.name, undefined));
              setPendingController(next || undefined);
            }}
          >
            <option value="">{t('admin.editor.panel.always')}</option>
            {controllers.map((c) => (
              <option key={c.name} value={c.name}>
                {t('admin.editor.panel.when', { title: c.title || c.name })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {controller ? (
          <Group mt="2">
            <Legend>{t('admin.editor.panel.conditionOptions')}</Legend>
            <Stack gap="1">
              {/* A value the question no longer offers (a hand edit, a removed option): unticked in one click. */}
              {shownFor
                .filter((value) => !controller.options.some((option) => option.value === value))
                .map((value) => (
                  <Checkbox.Root key={value} size="sm" colorPalette="red" checked onCheckedChange={() => toggleShownFor(value, false)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label color="red.700">{t('admin.editor.panel.gone', { value })}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              {controller.options.map((option) => (
                <Checkbox.Root
                  key={option.value}
                  size="sm"
                  colorPalette="purple"
                  checked={shownFor.includes(option.value)}
                  onCheckedChange={(e) => toggleShownFor(option.value, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Group>
        ) : null}
      </Box>

      {findings.length ? (
        <Box role="region" aria-label={t('admin.editor.panel.findings')}>
          <Text fontWeight="medium" fontSize="sm" mb="1">
            {t('admin.editor.panel.findings')}
          </Text>
          <List.Root gap="1" fontSize="sm" color="red.700">
            {findings.map((finding, index) => (
              <List.Item key={`${finding.file}|${finding.pointer}|${index}`}>
                <Text as="span" fontFamily="mono">
                  {finding.file.split('/').slice(2).join('/')} {finding.pointer || '/'}
                </Text>{' '}
                {(lang === 'en' && finding.en) || finding.pt}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
