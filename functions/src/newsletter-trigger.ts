import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { NEWSLETTER_COLLECTION } from '../../src/domain/lead';
import { minFillSeconds } from './config';
import { ensureNewsletterLead } from './create-lead';

/**
 * A newsletter signup is a lead too: its summary (pseudo-form `newsletter`) puts it in the staff
 * inbox beside the forms' leads; one the bot trap catches is marked spam and arrives in the spam
 * stage, judged with the briefings' threshold (MIN_FILL_SECONDS). A throw asks the platform to
 * redeliver; the write is idempotent.
 */
export const newsletterSignup = onDocumentCreated({ document: `${NEWSLETTER_COLLECTION}/{docId}`, retry: true, maxInstances: 5 }, async (event) => {
  if (!event.data) return;
  const written = await ensureNewsletterLead(getFirestore(), event.data.ref, minFillSeconds.value() * 1000);
  logger.info('newsletter signup summarized', { doc: event.params.docId, written });
});
