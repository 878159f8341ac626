import { Box, Button, chakra, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryDoc } from '../../../backend/pipeline';
import type { StaffMember } from '../../../backend/staff-list';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { NEWSLETTER_FORM_ID, NOTE_MAX, type Stage } from '../../../domain/lead';
import { todayInBrazil } from '../../../domain/studio-time';
import { formatReais } from '../../../domain/money';
import { toLocale } from '../../../i18n';
import { asksOutcome, OutcomeDialog, type OutcomeStage } from './outcome-dialog';
import { formatDay, stageLabel } from './pipeline-format';
import { type PipelineWrite, usePipelineWrite } from './pipeline-write';
import { type SpamRescue, useSpamRescue } from './spam-rescue';

/** The stages staff move a lead through, in order; `spam` has a control of its own. */
const FLOW: Stage[] = ['novo', 'em_contato', 'proposta_enviada', 'fechado', 'perdido'];

const Label = chakra('label', { base: { display: 'block', fontWeight: 'semibold', mb: '1.5' } });

interface PanelProps {
  summary: SummaryDoc;
  /** Everyone with access now; undefined while loading. */
  staff: StaffMember[] | undefined;
  /** A member's e-mail by uid (or a word for someone who left). */
  memberName: (uid: string) => string;
}

/** A lead's pipeline: stage, assignee, follow-up date and a new note; each change is written with its history entry. */
export function PipelinePanel({ summary, staff, memberName }: PanelProps) {
  const { t } = useTranslation();
  const write = usePipelineWrite(summary.id);
  const rescue = useSpamRescue(summary.formId, summary.docId);
  // The status line says how the rescue went until the next change is written (write.saved at the rescue):
  // this press, or a colleague's a moment earlier (issue 42: never an error for that).
  const [rescued, setRescued] = useState<{ at: number; text: string }>();
  const onRescue = async () => {
    const outcome = await rescue.rescue();
    if (!outcome) return;
    const text = outcome.rescued
      ? t('admin.pipeline.rescued')
      : outcome.by
        ? t('admin.pipeline.rescuedBy', { who: outcome.by })
        : t('admin.pipeline.rescuedByColleague');
    setRescued({ at: write.saved, text });
  };
  const said = rescued?.at === write.saved ? rescued.text : write.saved > 0 ? t('admin.pipeline.saved') : '';
  return (
    <Box as="section" aria-labelledby="pipeline-heading" borderWidth="1px" rounded="md" p="4">
      <Stack gap="5">
        <Heading as="h2" size="lg" id="pipeline-heading">
          {t('admin.pipeline.title')}
        </Heading>
        <StageControl summary={summary} write={write} rescue={rescue} onRescue={() => void onRescue()} />
        <AssigneeControl key={`a-${summary.assignee ?? ''}`} summary={summary} staff={staff} memberName={memberName} write={write} />
        <FollowUpControl key={`f-${summary.followUp ?? ''}`} summary={summary} write={write} />
        <NoteControl write={write} />
        {/* Says each change once it is written; the history below lists it. */}
        <Text role="status" fontSize="sm" color="fg.muted" minH="5">
          {!write.busy && !write.failure && !rescue.busy ? said : ''}
        </Text>
      </Stack>
    </Box>
  );
}

/** The refusal of this control's last change, in the staff member's language. */
function ControlFailure({ write, control }: { write: PipelineWrite; control: string }) {
  const { t } = useTranslation();
  const failure = write.failure?.control === control ? write.failure : undefined;
  if (!failure || !failure.detail) return null;
  return <FailureNotice message={t(`admin.pipeline.errors.${failure.key}`)} detail={failure.detail} detailsLabel={t('admin.pipeline.details')} />;
}

/** An input mistake said under its field (no technical detail: there is none). */
function fieldError(write: PipelineWrite, control: string, t: TFunction): string | undefined {
  const failure = write.failure?.control === control ? write.failure : undefined;
  return failure && !failure.detail ? t(`admin.pipeline.errors.${failure.key}`, { max: NOTE_MAX }) : undefined;
}

interface StageProps {
  summary: SummaryDoc;
  write: PipelineWrite;
  rescue: SpamRescue;
  onRescue: () => void;
}

function StageControl({ summary, write, rescue, onRescue }: StageProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  // A move to fechado or perdido first asks for its outcome (value, reason): the dialog writes the move.
  const [asking, setAsking] = useState<OutcomeStage>();
  const busy = !!write.busy || rescue.busy;
  if (summary.stage === 'spam') {
    const reason = summary.spamReason ? t(`admin.pipeline.spamReasons.${summary.spamReason}`, { defaultValue: '' }) : '';
    const hint = summary.formId === NEWSLETTER_FORM_ID ? t('admin.pipeline.notSpamHintSignup') : t('admin.pipeline.notSpamHint');
    return (
      <Stack gap="2" align="start">
        <Text fontWeight="semibold">
          {t('admin.pipeline.stage')}: {stageLabel(t, 'spam')}
        </Text>
        <Text>{t('admin.pipeline.spamNotice')}</Text>
        {reason && <Text color="fg.muted">{reason}</Text>}
        {/* The whole rescue (submission accepted and e-mailed once, summary back to novo) is the function's: spam-rescue.ts. */}
        <Button colorPalette="purple" loading={rescue.busy} disabled={busy} aria-describedby={hintId} onClick={onRescue}>
          {t('admin.pipeline.notSpam')}
        </Button>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
        {rescue.failure && (
          <FailureNotice message={t(`admin.pipeline.errors.${rescue.failure.key}`)} detail={rescue.failure.detail} detailsLabel={t('admin.pipeline.details')} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="semibold">
        {t('admin.pipeline.stage')}
      </Text>
      {/* Toggle buttons, not radios: arrowing through radios would record a change per key press. */}
      <HStack role="group" aria-labelledby={labelId} gap="2" wrap="wrap">
        {FLOW.map((stage) => {
          const current = summary.stage === stage;
          return (
            <Button
              key={stage}
              size="sm"
              aria-pressed={current}
              variant={current ? 'solid' : 'outline'}
              colorPalette={stage === 'perdido' ? 'gray' : 'purple'}
              loading={write.busy === `stage:${stage}`}
              disabled={busy && !current}
              onClick={() => {
                if (current) return;
                if (asksOutcome(stage)) setAsking(stage);
                else void write.apply(`stage:${stage}`, { kind: 'stage', to: stage });
              }}
            >
              {stageLabel(t, stage)}
            </Button>
          );
        })}
      </HStack>
      <OutcomeLine summary={summary} locale={toLocale(i18n.language)} />
      <OutcomeDialog
        stage={asking}
        busy={!!asking && write.busy === `stage:${asking}`}
        onCancel={() => setAsking(undefined)}
        onConfirm={(change) => {
          if (change.kind !== 'stage') return;
          void write.apply(`stage:${change.to}`, change).finally(() => setAsking(undefined));
        }}
      />
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        alignSelf="start"
        loading={write.busy === 'stage:spam'}
        disabled={busy}
        onClick={() => void write.apply('stage:spam', { kind: 'stage', to: 'spam' })}
      >
        {t('admin.pipeline.markSpam')}
      </Button>
      {FLOW.map((stage) => (
        <ControlFailure key={stage} write={write} control={`stage:${stage}`} />
      ))}
      <ControlFailure write={write} control="stage:spam" />
    </Stack>
  );
}

/** The outcome a closed or lost lead holds now: the deal's value, or why it was lost. */
function OutcomeLine({ summary, locale }: { summary: SummaryDoc; locale: string }) {
  const { t } = useTranslation();
  if (summary.stage === 'fechado') {
    return (
      <Text>
        {typeof summary.wonValue === 'number'
          ? t('admin.pipeline.outcome.currentValue', { value: formatReais(summary.wonValue, locale) })
          : t('admin.pipeline.outcome.noValue')}
      </Text>
    );
  }
  if (summary.stage === 'perdido' && summary.lostReason) return <Text>{t('admin.pipeline.outcome.currentReason', { reason: summary.lostReason })}</Text>;
  return null;
}

function AssigneeControl({ summary, staff, memberName, write }: PanelProps & { write: PipelineWrite }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(summary.assignee ?? '');
  // Someone assigned who has since left stays listed, so the select shows the truth.
  const gone = summary.assignee && staff && !staff.some((m) => m.uid === summary.assignee) ? summary.assignee : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void write.apply('assignee', { kind: 'assignee', to: value || null });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={id}>{t('admin.pipeline.assignee')}</Label>
      <HStack gap="2" align="start" wrap="wrap">
        <NativeSelect.Root flex="1" minW="200px" disabled={!staff}>
          <NativeSelect.Field id={id} value={value} onChange={(e) => setValue(e.target.value)} bg="bg">
            <option value="">{t('admin.pipeline.nobody')}</option>
            {gone && <option value={gone}>{memberName(gone)}</option>}
            {staff?.map((member) => (
              <option key={member.uid} value={member.uid}>
                {member.email}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" variant="outline" colorPalette="purple" loading={write.busy === 'assignee'} disabled={!!write.busy || value === (summary.assignee ?? '')}>
          {t('admin.pipeline.assign')}
        </Button>
      </HStack>
      <ControlFailure write={write} control="assignee" />
    </form>
  );
}

function FollowUpControl({ summary, write }: { summary: SummaryDoc; write: PipelineWrite }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const id = useId();
  const [value, setValue] = useState(summary.followUp ?? '');
  const error = fieldError(write, 'followUp', t);
  const overdue = summary.due && summary.due < todayInBrazil();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void write.apply('followUp', { kind: 'followUp', to: value || null });
  };
  const state = !summary.followUp
    ? t('admin.pipeline.noFollowUp')
    : overdue
      ? t('admin.pipeline.overdue', { day: formatDay(summary.followUp, locale) })
      : t('admin.pipeline.followUpOn', { day: formatDay(summary.followUp, locale) });
  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={id}>{t('admin.pipeline.followUp')}</Label>
      <HStack gap="2" align="start" wrap="wrap">
        <Input
          id={id}
          type="date"
          flex="1"
          minW="160px"
          bg="bg"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-state${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit" variant="outline" colorPalette="purple" loading={write.busy === 'followUp'} disabled={!!write.busy || !value || value === summary.followUp}>
          {t('admin.pipeline.saveFollowUp')}
        </Button>
        {summary.followUp && (
          <Button variant="ghost" loading={write.busy === 'followUp:clear'} disabled={!!write.busy} onClick={() => void write.apply('followUp:clear', { kind: 'followUp', to: null })}>
            {t('admin.pipeline.clearFollowUp')}
          </Button>
        )}
      </HStack>
      <Text id={`${id}-state`} fontSize="sm" mt="1" color={overdue ? 'red.700' : 'fg.muted'}>
        {state}
      </Text>
      {error && (
        <Text id={`${id}-error`} role="alert" color="red.600" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
      <ControlFailure write={write} control="followUp" />
      <ControlFailure write={write} control="followUp:clear" />
    </form>
  );
}

function NoteControl({ write }: { write: PipelineWrite }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const error = fieldError(write, 'note', t);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await write.apply('note', { kind: 'note', text })) setText('');
    else document.getElementById(id)?.focus();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Label htmlFor={id}>{t('admin.pipeline.note')}</Label>
      <Textarea
        id={id}
        bg="bg"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <Text id={`${id}-hint`} fontSize="sm" color="fg.muted" mt="1">
        {t('admin.pipeline.noteHint', { max: NOTE_MAX })}
      </Text>
      {error && (
        <Text id={`${id}-error`} role="alert" color="red.600" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
      <Button type="submit" mt="2" variant="outline" colorPalette="purple" loading={write.busy === 'note'} disabled={!!write.busy}>
        {t('admin.pipeline.addNote')}
      </Button>
      <ControlFailure write={write} control="note" />
    </form>
  );
}
