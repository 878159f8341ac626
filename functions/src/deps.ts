import { getFirestore } from 'firebase-admin/firestore';
import pt from '../../src/i18n/locales/pt.json';
import type { FormDefinition } from '../../src/forms/core/registry';
import { type AnswersValidator, createAnswersValidator } from '../../src/forms/core/server-validator';
import { COMPANY_SETTINGS_DOC, smtpSettings } from './config';
import { type Mailer, smtpMailer } from './mailer';
import type { Deps } from './process-submission';

const validators = new Map<string, AnswersValidator>();
let mailer: Mailer | undefined;

/** Built on first use (params are only readable at run time), then reused across invocations. */
export function productionDeps(def: FormDefinition | undefined): Deps {
  const db = getFirestore();
  mailer ??= smtpMailer(smtpSettings());
  let validate: AnswersValidator = () => [];
  if (def) {
    validate = validators.get(def.id) ?? createAnswersValidator(def, pt.engine);
    validators.set(def.id, validate);
  }
  return {
    db,
    mailer,
    validate,
    recipient: async () => {
      const email = (await db.doc(COMPANY_SETTINGS_DOC).get()).get('email');
      return typeof email === 'string' && email ? email : undefined;
    },
  };
}
