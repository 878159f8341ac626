import type { Service } from '../../backend/services';

/** What a card needs of a service: the backend row without its switch. */
export type ServiceItem = Omit<Service, 'active'>;

/** The slug names the card's picture and translations; older rows without one fall back to the link. */
export function serviceSlug(service: Pick<ServiceItem, 'slug' | 'link'>): string {
  return service.slug || service.link.replace(/^\/+/, '');
}
