import { Box, Card, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from './contact-details';
import { ContactLazyForm } from './contact-lazy-form';

/** The #contact anchor of the home page: the contact form beside the studio's contacts. */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Box as="section" id="contact" aria-labelledby="contact-title" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Stack align="center" textAlign="center" gap="3" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id="contact-title" size={{ base: '2xl', md: '3xl' }}>
            {t('home.contact.title')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            {t('home.contact.text')}
          </Text>
        </Stack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '6', md: '8' }}>
          <Card.Root>
            <Card.Body p={{ base: '5', md: '8' }}>
              <Heading as="h3" size="lg" mb="6">
                {t('home.contact.formTitle')}
              </Heading>
              <ContactLazyForm />
            </Card.Body>
          </Card.Root>
          <ContactDetails />
        </Grid>
      </Container>
    </Box>
  );
}
