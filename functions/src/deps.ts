import { getFirestore } from 'firebase-admin/firestore';
import pt from '../../src/i18n/locales/pt.json';
import type { FormDefinition } from '../../src/forms/core/registry';
import { precompiledStoredValidator } from '../../src/forms/core/precompiled-validators';
import type { StoredValidator } from '../../src/forms/core/stored-validator';
import { COMPANY_SETTINGS_DOC, mailCapPerHour, minFillSeconds, siteUrl, smtpSettings } from './config';
import { type Mailer, smtpMailer } from './mailer';
import type { Deps } from './process-submission';

const validators = new Map<string, StoredValidator>();
let mailer: Mailer | undefined;

/** Built on first use (params are only readable at run time), then reused across invocations. */
export function productionDeps(def: FormDefinition | undefined): Deps {
  const db = getFirestore();
  mailer ??= smtpMailer(smtpSettings());
  const validatorFor = (form: FormDefinition) => {
    const validate = validators.get(form.id) ?? precompiledStoredValidator(form, pt.engine);
    validators.set(form.id, validate);
    return validate;
  };
  // Without a form (the sweep), validatorFor serves each form; nothing is ever accepted unchecked.
  const validate: StoredValidator = def ? validatorFor(def) : () => [{ field: '', message: 'Formulário desconhecido.' }];
  return {
    db,
    mailer,
    validate,
    validatorFor,
    minFillMs: minFillSeconds.value() * 1000,
    mailCapPerHour: mailCapPerHour.value(),
    siteUrl: siteUrl.value().replace(/\/+$/, ''),
    recipient: async () => {
      const email = (await db.doc(COMPANY_SETTINGS_DOC).get()).get('email');
      return typeof email === 'string' && email ? email : undefined;
    },
  };
}
