/** Where the home page's newsletter signups are stored (not a form definition; see firestore.rules). */
export const NEWSLETTER_COLLECTION = 'newsletter_subscribers';
