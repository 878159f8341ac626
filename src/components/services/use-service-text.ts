import { useTranslation } from 'react-i18next';
import { type ServiceItem, serviceSlug } from './service-item';

/**
 * A service's title and description in the visitor's language. Rows are stored in Portuguese and
 * staff can only switch them on or off, so the translations are keyed by slug; a service without
 * translations shows the stored text.
 */
export function useServiceText() {
  const { t } = useTranslation();
  return (service: ServiceItem) => {
    const slug = serviceSlug(service);
    return {
      title: t(`services.items.${slug}.title`, { defaultValue: service.title }),
      description: t(`services.items.${slug}.description`, { defaultValue: service.description }),
    };
  };
}
