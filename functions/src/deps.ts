import { getFirestore } from 'firebase-admin/firestore';
import pt from '../../src/i18n/locales/pt.json';
import type { FormDefinition } from '../../src/forms/core/registry';
import type { AnswersValidator } from '../../src/forms/core/answers-validator';
import { precompiledAnswersValidator } from '../../src/forms/core/precompiled-validators';
import { COMPANY_SETTINGS_DOC, mailCapPerHour, mailRetryBaseMs, minFillSeconds, siteUrl, smtpSettings } from './config';
import { type Mailer, smtpMailer } from './mailer';
import { type Deps, retryBackoff } from './process-submission';

const validators = new Map<string, AnswersValidator>();
let mailer: Mailer | undefined;

/** Built on first use (params are only readable at run time), then reused across invocations. */
export function productionDeps(def: FormDefinition | undefined): Deps {
  const db = getFirestore();
  mailer ??= smtpMailer(smtpSettings());
  const validatorFor = (form: FormDefinition) => {
    const validate = validators.get(form.id) ?? precompiledAnswersValidator(form, pt.engine);
    validators.set(form.id, validate);
    return validate;
  };
  // Without a form (the sweep), validatorFor serves each form. Only a form no precompiled code fits is
  // accepted unchecked (FormNotJudged), and staff are told.
  const validate: AnswersValidator = def ? validatorFor(def) : () => [{ field: '', message: 'Formulário desconhecido.' }];
  return {
    db,
    mailer,
    validate,
    validatorFor,
    minFillMs: minFillSeconds.value() * 1000,
    mailCapPerHour: mailCapPerHour.value(),
    backoffMs: retryBackoff(mailRetryBaseMs.value()),
    siteUrl: siteUrl.value().replace(/\/+$/, ''),
    recipient: async () => {
      const email = (await db.doc(COMPANY_SETTINGS_DOC).get()).get('email');
      return typeof email === 'string' && email ? email : undefined;
    },
  };
}
