import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../../components/hooks/use-document-title';
import { useScrollToTop } from '../../components/hooks/use-scroll-to-top';
import type { FormDefinition } from '../../forms/core/registry';
import { ConfirmationScreen } from '../../forms/runner/confirmation-screen';
import { FormRunner } from '../../forms/runner/form-runner';
import { useFormTexts } from '../../forms/runner/use-form-texts';
import { useFloatClear } from './use-float-clear';

/** The one page every briefing uses: title, subtitle, back link, then the generic runner. */
export function BriefingPage() {
  const def = useLoaderData() as FormDefinition;
  const { t } = useTranslation();
  const texts = useFormTexts(def);
  const [confirmed, setConfirmed] = useState(false);
  // The whole page (back link, questions, messages, buttons, the confirmation): on a phone it spans
  // the screen's width, and the WhatsApp float stays hidden while any of it is on screen.
  const page = useRef<HTMLDivElement>(null);
  const floatClear = useFloatClear(page);

  useScrollToTop();
  useDocumentTitle(texts.title);

  return (
    <Container ref={page} {...floatClear} maxW="3xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="purple.700" mb="4" display="inline-block">
        <RouterLink to={def.form.backLink}>← {texts.backLabel ?? t('form.back')}</RouterLink>
      </Link>
      {confirmed ? (
        <ConfirmationScreen def={def} texts={texts} level="h1" onAgain={() => setConfirmed(false)} />
      ) : (
        <Stack gap="6">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
              {texts.title}
            </Heading>
            {texts.subtitle && <Text color="fg.muted">{texts.subtitle}</Text>}
          </Box>
          <FormRunner def={def} onScreen={() => setConfirmed(true)} />
        </Stack>
      )}
    </Container>
  );
}
