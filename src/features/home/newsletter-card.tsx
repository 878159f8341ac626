// Being written (site issue): replaced before this lands.
export function NewsletterCard() {
  return null;
}
