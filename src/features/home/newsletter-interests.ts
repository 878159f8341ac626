import { NEWSLETTER_INTERESTS, type NewsletterInterest } from '../../config/newsletter-options';

/**
 * The spec's 'todos' rule (spec 000 section 4): choosing 'todos' keeps it alone, unchecking it
 * clears the list, and choosing a specific service drops 'todos'. The result keeps the options'
 * order so what is stored does not depend on the order of the clicks.
 */
export function toggleInterest(selected: readonly NewsletterInterest[], value: NewsletterInterest, checked: boolean): NewsletterInterest[] {
  if (value === 'todos') return checked ? ['todos'] : [];
  const next = new Set<NewsletterInterest>(selected.filter((i) => i !== 'todos'));
  if (checked) next.add(value);
  else next.delete(value);
  return NEWSLETTER_INTERESTS.filter((i) => next.has(i));
}

/** While 'todos' is chosen every specific service shows as checked, and cannot be changed on its own. */
export function interestState(selected: readonly NewsletterInterest[], value: NewsletterInterest) {
  const all = selected.includes('todos');
  if (value === 'todos') return { checked: all, disabled: false };
  return { checked: all || selected.includes(value), disabled: all };
}

/** What is stored: nothing chosen means every service (spec 000 section 5). */
export function interestsToSend(selected: readonly NewsletterInterest[]): NewsletterInterest[] {
  return selected.length ? [...selected] : ['todos'];
}
