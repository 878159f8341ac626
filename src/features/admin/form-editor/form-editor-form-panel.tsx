import { Box, chakra, Grid, Input, List, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EditorFinding } from './form-editor-findings';
import {
  CALL_MINUTES,
  callMinutesOk,
  type FieldProblem,
  fieldOfFinding,
  fieldProblems,
  type FormField,
  type OtherForm,
  readBooking,
  readFormField,
  readResume,
  setBookingOn,
  setCallMinutes,
  setFormField,
  setResumeOn,
} from './form-editor-form-fields';
import type { EditorFolder } from './form-editor-ops';

const Label = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1', fontSize: 'sm' } });

interface FormEditorFormPanelProps {
  folder: EditorFolder;
  /** Applies one of the editor's operations to the folder. */
  apply: (edit: (folder: EditorFolder) => EditorFolder) => void;
  /** What the live check and the last save's forms:check found (the panel shows those about its fields). */
  findings: EditorFinding[];
  /** The site's other forms, for the address each already has. */
  forms: readonly OtherForm[];
  /** The site's pages (src/config/site-pages.ts by default). */
  pages?: readonly string[];
}

function sayProblem(problem: FieldProblem, field: FormField, t: TFunction): string {
  if (problem.kind === 'routeFormat') return t('admin.editor.formPanel.routeFormat');
  if (problem.kind === 'routePage') return t('admin.editor.formPanel.routePage', { route: problem.route, page: problem.page });
  if (problem.kind === 'routeForm') return t('admin.editor.formPanel.routeForm', { route: problem.route, id: problem.id, title: problem.title });
  return t(`admin.editor.formPanel.empty.${field}`);
}

/**
 * The form as a whole, in plain fields: the page's address, the subject of the e-mail the team gets,
 * what the visitor reads on the send button and after sending, and whether a call is offered after
 * the send (form.json's "booking") and how long it is. Each field says at once what is
 * wrong with it (its own rule, an address another page or form has), and otherwise what the check
 * says at its place in form.json; the Spanish and English of the texts are in the translation table.
 */
export function FormEditorFormPanel({ folder, apply, findings, forms, pages }: FormEditorFormPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const id = (field: FormField) => `editor-form-${field}`;

  const field = (name: FormField, { long = false, mono = false } = {}) => {
    const own = fieldProblems(folder, name, forms, pages).map((p) => sayProblem(p, name, t));
    // The check's own words at this place, while the panel has nothing to say itself (the same rule, said once).
    const checked = own.length ? [] : findings.filter((f) => fieldOfFinding(f, folder.id) === name).map((f) => (lang === 'en' && f.en) || f.pt);
    const said = [...new Set([...own, ...checked])];
    const hint = i18n.exists(`admin.editor.formPanel.hint.${name}`) ? t(`admin.editor.formPanel.hint.${name}`) : undefined;
    const Field = long ? Textarea : Input;
    return (
      <Box>
        <Label htmlFor={id(name)}>{t(`admin.editor.formPanel.label.${name}`)}</Label>
        <Field
          id={id(name)}
          size="sm"
          bg="bg"
          fontFamily={mono ? 'mono' : undefined}
          rows={long ? 2 : undefined}
          aria-invalid={said.length ? true : undefined}
          aria-describedby={[said.length ? `${id(name)}-problems` : '', hint ? `${id(name)}-hint` : ''].filter(Boolean).join(' ') || undefined}
          value={readFormField(folder, name)}
          onChange={(e) => {
            const text = e.target.value;
            apply((f) => setFormField(f, name, text));
          }}
        />
        {said.length ? (
          <List.Root id={`${id(name)}-problems`} gap="1" mt="1" fontSize="sm" color="red.700">
            {said.map((sentence) => (
              <List.Item key={sentence}>{sentence}</List.Item>
            ))}
          </List.Root>
        ) : null}
        {hint ? (
          <Text id={`${id(name)}-hint`} fontSize="xs" color="fg.muted" mt="1">
            {hint}
          </Text>
        ) : null}
      </Box>
    );
  };

  return (
    <Stack as="section" aria-labelledby="editor-form-panel-title" gap="4" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
      <Text as="h2" fontWeight="semibold" fontSize="lg" id="editor-form-panel-title">
        {t('admin.editor.formPanel.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.editor.formPanel.text')}
      </Text>
      {field('title')}
      {field('route', { mono: true })}
      {field('subject')}
      {field('submit')}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        {field('successTitle')}
        {field('successDescription', { long: true })}
      </Grid>
      <BookingControls folder={folder} apply={apply} findings={findings} lang={lang} />
      <ResumeSwitch folder={folder} apply={apply} />
    </Stack>
  );
}

/**
 * "Marcar conversa depois do envio": the switch writes or takes away form.json's "booking"; the call
 * length shows only while it is on. The round-robin staff list stays in the JSON for now, which the
 * hint says (with how many e-mails it names, so a person sees it is there).
 */
function BookingControls({ folder, apply, findings, lang }: Omit<FormEditorFormPanelProps, 'forms' | 'pages'> & { lang: 'pt' | 'en' }) {
  const { t } = useTranslation();
  const booking = readBooking(folder);
  const said = (place: 'booking' | 'callMinutes') => [...new Set(findings.filter((f) => fieldOfFinding(f, folder.id) === place).map((f) => (lang === 'en' && f.en) || f.pt))];
  const onProblems = said('booking');
  const minutesProblems = [...new Set([...(callMinutesOk(booking.callMinutes) ? [] : [t('admin.editor.formPanel.booking.minutesRange', CALL_MINUTES)]), ...said('callMinutes')])];
  const problems = (id: string, sentences: string[]) =>
    sentences.length ? (
      <List.Root id={id} gap="1" mt="1" fontSize="sm" color="red.700">
        {sentences.map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List.Root>
    ) : null;

  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      <Box>
        <Switch.Root
          colorPalette="purple"
          checked={booking.on}
          onCheckedChange={(e) => apply((f) => setBookingOn(f, e.checked))}
        >
          <Switch.HiddenInput aria-describedby={[onProblems.length ? 'editor-form-booking-problems' : '', 'editor-form-booking-hint'].filter(Boolean).join(' ')} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('admin.editor.formPanel.booking.label')}</Switch.Label>
        </Switch.Root>
        <Text id="editor-form-booking-hint" fontSize="xs" color="fg.muted" mt="1">
          {t('admin.editor.formPanel.booking.hint')}
        </Text>
        {problems('editor-form-booking-problems', onProblems)}
      </Box>
      {booking.on && (
        <Box>
          <Label htmlFor="editor-form-callMinutes">{t('admin.editor.formPanel.booking.minutes')}</Label>
          <Input
            id="editor-form-callMinutes"
            type="number"
            inputMode="numeric"
            min={CALL_MINUTES.min}
            max={CALL_MINUTES.max}
            step={5}
            size="sm"
            bg="bg"
            maxW="32"
            aria-invalid={minutesProblems.length ? true : undefined}
            aria-describedby={[minutesProblems.length ? 'editor-form-callMinutes-problems' : '', 'editor-form-callMinutes-hint'].filter(Boolean).join(' ')}
            value={booking.callMinutes}
            onChange={(e) => {
              const text = e.target.value;
              apply((f) => setCallMinutes(f, text));
            }}
          />
          {problems('editor-form-callMinutes-problems', minutesProblems)}
          <Text id="editor-form-callMinutes-hint" fontSize="xs" color="fg.muted" mt="1">
            {t('admin.editor.formPanel.booking.minutesHint', CALL_MINUTES)}{' '}
            {booking.staff ? t('admin.editor.formPanel.booking.staffListed', { count: booking.staff }) : t('admin.editor.formPanel.booking.staffAll')}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

/** "Continuar depois" (form.json's "resume"): on by default for a long form with a page of its own. */
function ResumeSwitch({ folder, apply }: Pick<FormEditorFormPanelProps, 'folder' | 'apply'>) {
  const { t } = useTranslation();
  const resume = readResume(folder);
  return (
    <Box borderTopWidth="1px" pt="4">
      <Switch.Root colorPalette="purple" checked={resume.on} disabled={!resume.hasPage} onCheckedChange={(e) => apply((f) => setResumeOn(f, e.checked))}>
        <Switch.HiddenInput aria-describedby="editor-form-resume-hint" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('admin.editor.formPanel.resume.label')}</Switch.Label>
      </Switch.Root>
      <Text id="editor-form-resume-hint" fontSize="xs" color="fg.muted" mt="1">
        {resume.hasPage ? t('admin.editor.formPanel.resume.hint', { count: resume.questions }) : t('admin.editor.formPanel.resume.noPage')}
      </Text>
    </Box>
  );
}
