import { Box, Button, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { FormDefinition } from '../../forms/core/registry';
import { localizeTexts } from '../../forms/core/localize';
import { FormRunner } from '../../forms/runner/form-runner';
import { toLocale } from '../../i18n';

/** The one page every briefing uses: title, subtitle, back link, then the generic runner. */
export function BriefingPage() {
  const def = useLoaderData() as FormDefinition;
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const texts = localizeTexts(def.form.texts, locale === 'pt' ? undefined : def.translations[locale]);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    window.scrollTo(0, 0);
    document.title = `${texts.title} | Movaly`;
  }, [texts.title]);

  const links = def.form.success.then === 'screen' ? (def.form.success.links ?? []) : [];

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="purple.700" mb="4" display="inline-block">
        <RouterLink to={def.form.backLink}>← {texts.backLabel ?? t('form.back')}</RouterLink>
      </Link>
      {confirmed ? (
        <Box textAlign="center" py="12" role="status">
          <Heading as="h1" size="2xl" mb="4">
            {texts.screenTitle ?? texts.successTitle}
          </Heading>
          <Text color="fg.muted" mb="8">
            {texts.screenDescription ?? texts.successDescription}
          </Text>
          <HStack justify="center" gap="4" wrap="wrap">
            {links.map((link) => (
              <Button key={link.to} asChild colorPalette="purple" variant="outline">
                <RouterLink to={link.to}>{texts[link.label] ?? link.label}</RouterLink>
              </Button>
            ))}
          </HStack>
        </Box>
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
