import { FieldValue } from 'firebase-admin/firestore';
import type { Deps } from '../../functions/src/process-submission';
import { smtpMailer } from '../../functions/src/mailer';
import { HISTORY, LEADS, leadId } from '../../src/domain/lead';
import { submissionMeta, toStoredAnswers } from '../../src/forms/core/record';
import type { FormDefinition } from '../../src/forms/core/registry';
import { precompiledAnswersValidator } from '../../src/forms/core/precompiled-validators';
import pt from '../../src/i18n/locales/pt.json';
import { adminDb } from './admin';

/** A form's example as the browser stores it (answers under their stored names, meta, server time), with `overrides`. */
export function storedExample(def: FormDefinition, overrides: Record<string, unknown> = {}) {
  return {
    ...toStoredAnswers(def, { ...def.example, ...overrides }),
    ...submissionMeta(def, 'pt'),
    createdAt: FieldValue.serverTimestamp(),
  };
}

/** What the deployed function gets, pointed at the local SMTP sink, for calling its code from a test. */
export function testDeps(def: FormDefinition): Deps {
  return {
    db: adminDb(),
    mailer: smtpMailer({ host: '127.0.0.1', port: 2525, secure: false, from: 'Movaly Briefings <briefings@movaly.local>' }),
    validate: precompiledAnswersValidator(def, pt.engine),
    // The sweep judges any form's forgotten submissions with that form's own validator.
    validatorFor: (form) => precompiledAnswersValidator(form, pt.engine),
    recipient: async () => 'contato@movaly.com.br',
    backoffMs: () => 50,
    siteUrl: 'http://127.0.0.1:5173',
    // As on the local stack (MAIL_CAP_PER_HOUR): the suites send many e-mails an hour; the digest case sets its own cap.
    mailCapPerHour: 100_000,
  };
}

/** A lead's summary document, and its history. */
export const summaryDoc = (formId: string, docId: string) => adminDb().collection(LEADS).doc(leadId(formId, docId));
export async function historyOf(formId: string, docId: string) {
  return (await summaryDoc(formId, docId).collection(HISTORY).get()).docs;
}
