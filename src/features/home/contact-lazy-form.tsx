import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { ContactFormBoundary } from './contact-form-boundary';

/*
 * The form engine (RJSF, Ajv) and, through it, Firebase are heavy: they are fetched only when the
 * contact section comes near the screen, so the home page's first paint carries neither.
 */
const EmbeddedForm = lazy(() => import('../../forms/runner/embedded-form').then((m) => ({ default: m.EmbeddedForm })));

/** Start loading about two screens ahead, so a visitor scrolling down finds the form ready. */
const ROOT_MARGIN = '1200px 0px';
/** Roughly the form's height, so the page below does not jump while it loads. */
const RESERVED_HEIGHT = { base: '44rem', md: '36rem' };

/** The contact form definition (schemas/contato), loaded near the viewport or on a link to #contact. */
export function ContactLazyForm() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => hash === '#contact');

  useEffect(() => {
    if (hash === '#contact') setNear(true);
  }, [hash]);

  useEffect(() => {
    if (near) return;
    const element = slot.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: ROOT_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <Box minH={RESERVED_HEIGHT}>
      <PageSpinner />
    </Box>
  );

  return (
    <Box ref={slot}>
      {near ? (
        <ContactFormBoundary fallback={t('home.contact.formUnavailable')}>
          <Suspense fallback={placeholder}>
            <EmbeddedForm formId="contato" />
          </Suspense>
        </ContactFormBoundary>
      ) : (
        placeholder
      )}
    </Box>
  );
}
