import { Box, Button, chakra, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PipelineChange } from '../../../backend/pipeline';
import { ModalShell } from '../../../components/ui/modal-shell';
import { TextField } from '../../../components/ui/text-field';
import { LOST_REASON_MAX } from '../../../domain/lead';
import { isMoneyError, parseReais } from '../../../domain/money';
import { useLostReasons } from '../settings';

/** The stages whose move asks for its outcome first. */
export type OutcomeStage = 'fechado' | 'perdido';
export const asksOutcome = (stage: string): stage is OutcomeStage => stage === 'fechado' || stage === 'perdido';

interface OutcomeDialogProps {
  /** The stage being moved to, or undefined when closed. */
  stage: OutcomeStage | undefined;
  busy: boolean;
  /** Called with the move to write, value or reason included. */
  onConfirm: (change: PipelineChange) => void;
  onCancel: () => void;
}

const OTHER = '\u0000other';
const Legend = chakra('legend', { base: { fontWeight: 'medium', mb: '2' } });
const Label = chakra('label', { base: { display: 'flex', gap: '2', alignItems: 'center', py: '1', cursor: 'pointer' } });

/**
 * Asked before a move to fechado (the deal's value in reais, optional) or perdido (why: one of the
 * studio's reasons, or "Outro" with a text). A modal dialog: focus moves into it and comes back to
 * the stage button; Escape or "Cancelar" leaves the lead where it was.
 */
export function OutcomeDialog({ stage, busy, onConfirm, onCancel }: OutcomeDialogProps) {
  const { t } = useTranslation();
  // The last stage asked keeps the title while the dialog closes with its animation.
  const [shown, setShown] = useState(stage);
  if (stage && stage !== shown) setShown(stage);
  return (
    <ModalShell open={!!stage} title={t(shown === 'perdido' ? 'admin.pipeline.outcome.lostTitle' : 'admin.pipeline.outcome.wonTitle')} busy={busy} onCancel={onCancel}>
      {stage === 'fechado' && <WonForm busy={busy} onConfirm={onConfirm} onCancel={onCancel} />}
      {stage === 'perdido' && <LostForm busy={busy} onConfirm={onConfirm} onCancel={onCancel} />}
    </ModalShell>
  );
}

type FormProps = Omit<OutcomeDialogProps, 'stage'>;

function Footer({ busy, confirm, onCancel }: { busy: boolean; confirm: string; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {t('admin.pipeline.outcome.cancel')}
      </Button>
      <Button type="submit" colorPalette="purple" loading={busy}>
        {confirm}
      </Button>
    </Dialog.Footer>
  );
}

function WonForm({ busy, onConfirm, onCancel }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = parseReais(typed);
    if (isMoneyError(value)) {
      setError(t(`admin.pipeline.errors.${value}`));
      input.current?.focus();
      return;
    }
    onConfirm({ kind: 'stage', to: 'fechado', value });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{t('admin.pipeline.outcome.wonText')}</Text>
          <TextField
            id={`${id}-value`}
            inputRef={input}
            label={t('admin.pipeline.outcome.value')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('admin.pipeline.outcome.valueHint')}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
        </Stack>
      </Dialog.Body>
      <Footer busy={busy} confirm={t('admin.pipeline.outcome.wonConfirm')} onCancel={onCancel} />
    </form>
  );
}

function LostForm({ busy, onConfirm, onCancel }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { reasons } = useLostReasons();
  const [choice, setChoice] = useState<string>();
  const [other, setOther] = useState('');
  const [error, setError] = useState<'noReason' | 'noOtherText' | 'reasonTooLong'>();
  const otherField = useRef<HTMLTextAreaElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = choice === OTHER ? other.trim() : choice;
    const found = !choice ? 'noReason' : !reason ? 'noOtherText' : reason.length > LOST_REASON_MAX ? 'reasonTooLong' : undefined;
    setError(found);
    if (found) {
      if (found === 'noReason') group.current?.querySelector('input')?.focus();
      else otherField.current?.focus();
      return;
    }
    onConfirm({ kind: 'stage', to: 'perdido', reason });
  };
  const errorText = error && (
    <Text id={`${id}-error`} role="alert" color="red.600" fontSize="sm">
      {t(`admin.pipeline.errors.${error}`, { max: LOST_REASON_MAX })}
    </Text>
  );
  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{t('admin.pipeline.outcome.lostText')}</Text>
          {!reasons ? (
            <Text role="status" color="fg.muted">
              {t('admin.pipeline.outcome.loadingReasons')}
            </Text>
          ) : (
            <chakra.fieldset ref={group} aria-describedby={error === 'noReason' ? `${id}-error` : undefined}>
              <Legend>{t('admin.pipeline.outcome.reason')}</Legend>
              {[...reasons, OTHER].map((reason, i) => (
                <Label key={reason} htmlFor={`${id}-r${i}`}>
                  <input
                    id={`${id}-r${i}`}
                    type="radio"
                    name={`${id}-reason`}
                    value={reason}
                    checked={choice === reason}
                    onChange={() => {
                      setChoice(reason);
                      setError(undefined);
                    }}
                  />
                  {reason === OTHER ? t('admin.pipeline.outcome.other') : reason}
                </Label>
              ))}
            </chakra.fieldset>
          )}
          {error === 'noReason' && errorText}
          {choice === OTHER && (
            <Box>
              <chakra.label htmlFor={`${id}-other`} display="block" fontWeight="medium" mb="1.5">
                {t('admin.pipeline.outcome.otherText')}
              </chakra.label>
              <Textarea
                id={`${id}-other`}
                ref={otherField}
                bg="bg"
                rows={2}
                value={other}
                onChange={(e) => setOther(e.target.value)}
                aria-invalid={error && error !== 'noReason' ? true : undefined}
                aria-describedby={`${id}-hint${error && error !== 'noReason' ? ` ${id}-error` : ''}`}
              />
              <Text id={`${id}-hint`} fontSize="sm" color="fg.muted" mt="1">
                {t('admin.pipeline.outcome.otherHint', { max: LOST_REASON_MAX })}
              </Text>
              {error && error !== 'noReason' && errorText}
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <Footer busy={busy} confirm={t('admin.pipeline.outcome.lostConfirm')} onCancel={onCancel} />
    </form>
  );
}
