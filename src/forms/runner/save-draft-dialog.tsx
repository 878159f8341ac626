import { Button, Checkbox, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDraft } from '../../backend/callables';
import { ModalShell } from '../../components/ui/modal-shell';
import { TextField } from '../../components/ui/text-field';
import { callMomentWithZone } from '../../domain/booking/lead-call';
import { DRAFT_EMAIL_MAX, type SaveDraftAnswer } from '../../domain/form-drafts';
import { emailPersonKey } from '../../domain/person-key';
import type { Locale } from '../core/definition';
import type { BotTrap } from '../core/record';
import type { FormDefinition } from '../core/registry';
import { draftLink } from './draft-link';
import './draft-strings';

export interface SaveDraftDialogProps {
  def: FormDefinition;
  locale: Locale;
  /** The answers as the visitor sees them now (the local draft's). */
  answers: () => Record<string, unknown>;
  /** The step shown, by its id (a stepped briefing). */
  step?: string;
  /** Each answer's question, in the visitor's language, to name the ones that cannot be saved yet. */
  titleOf: (field: string) => string;
  trap: () => BotTrap;
  /** A draft stored and its link e-mailed (the funnel counts it). */
  onSaved: () => void;
  onClose: () => void;
  /** Where the focus goes once the dialog is gone (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/**
 * "Continuar depois" (issue 40): the visitor's e-mail (the briefing's own e-mail answer, when given),
 * the unticked consent to be contacted before finishing, and the link sent. Loaded only when asked for:
 * the briefing's own chunk does not carry it, nor Firebase's functions client. What the visitor typed
 * stays in the form and in this browser's draft whatever happens here.
 */
export function SaveDraftDialog({ def, locale, answers, step, titleOf, trap, onSaved, onClose, returnFocusTo }: SaveDraftDialogProps) {
  const { t } = useTranslation();
  const emailAnswer = def.form.lead?.email ? answers()[def.form.lead.email] : undefined;
  const [email, setEmail] = useState(typeof emailAnswer === 'string' ? emailAnswer : '');
  const [consent, setConsent] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const emailInput = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The e-mail first: the dialog's own initial focus runs before its lazily mounted body has this input.
  useEffect(() => {
    const frame = requestAnimationFrame(() => emailInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  // Sent: the send button goes, and the focus with it to "Fechar", after the message that says where the link went.
  useEffect(() => {
    if (outcome?.ok) closeButton.current?.focus();
  }, [outcome]);

  const describe = (answer: SaveDraftAnswer): Outcome => {
    const until = (ms: number) => callMomentWithZone(ms, locale);
    if (answer.ok) return { ok: true, text: answer.emailed ? t('form.draft.sent', { email: email.trim(), until: until(answer.expiresAt) }) : t('form.draft.saved', { until: until(answer.expiresAt) }) };
    if (answer.reason === 'invalid' && answer.fields?.length) return { ok: false, text: t('form.draft.refusal.invalidFields', { fields: answer.fields.map(titleOf).join('; ') }) };
    return { ok: false, text: t(`form.draft.refusal.${answer.reason}`) };
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailPersonKey(email) || email.trim().length > DRAFT_EMAIL_MAX) {
      setEmailError(t('form.draft.refusal.email'));
      emailInput.current?.focus();
      return;
    }
    setEmailError(undefined);
    setBusy(true);
    try {
      const token = draftLink.read(def.id);
      const save = (link: string | undefined) =>
        saveDraft({ formId: def.id, ...(link ? { token: link } : {}), answers: answers(), ...(step ? { step } : {}), email: email.trim(), consent, locale, trap: trap() });
      let answer = await save(token);
      // The link this browser held is gone (expired, or its draft deleted): a new one is made and mailed.
      if (!answer.ok && token && (answer.reason === 'unknown' || answer.reason === 'expired')) {
        draftLink.clear(def.id);
        answer = await save(undefined);
      }
      if (answer.ok && answer.token) draftLink.save(def.id, answer.token);
      if (answer.ok) onSaved();
      setOutcome(describe(answer));
    } catch (error) {
      console.warn('The draft could not be saved; the answers stay in the form and in this browser.', error);
      setOutcome({ ok: false, text: t('form.draft.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalShell
      open
      title={t('form.draft.title')}
      busy={busy}
      onCancel={onClose}
      finalFocusEl={returnFocusTo}
    >
      <form onSubmit={(e) => void send(e)} noValidate>
        <Dialog.Body>
          <Stack gap="4">
            <Text>{t('form.draft.intro')}</Text>
            <TextField
              id="draft-email"
              label={t('form.draft.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              inputRef={emailInput}
              error={emailError}
              maxLength={DRAFT_EMAIL_MAX}
              disabled={busy}
            />
            <Checkbox.Root checked={consent} onCheckedChange={(e) => setConsent(e.checked === true)} colorPalette="purple" disabled={busy} alignItems="flex-start">
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>{t('form.draft.consent')}</Checkbox.Label>
            </Checkbox.Root>
            {outcome && (
              <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.700' : 'red.600'} fontWeight="medium">
                {outcome.text}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <HStack gap="3" wrap="wrap" justify="flex-end">
            <Button ref={closeButton} type="button" variant="outline" onClick={onClose} disabled={busy}>
              {outcome?.ok ? t('form.draft.close') : t('form.draft.cancel')}
            </Button>
            {!outcome?.ok && (
              <Button type="submit" colorPalette="purple" loading={busy} loadingText={t('form.draft.sending')}>
                {t('form.draft.send')}
              </Button>
            )}
          </HStack>
        </Dialog.Footer>
      </form>
    </ModalShell>
  );
}
