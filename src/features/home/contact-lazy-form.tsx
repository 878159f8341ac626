import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { ContactFormBoundary } from './contact-form-boundary';
import { useNear } from '../../components/ui/use-near';

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
  // False on the server and in the first browser render alike (the page is prerendered and hydrated
  // as is); a link to #contact then loads the form at once, wherever the section is.
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    if (hash === '#contact') setLinked(true);
  }, [hash]);
  const near = useNear(slot, ROOT_MARGIN) || linked;

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
