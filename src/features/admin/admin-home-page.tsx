import { Badge, Button, Card, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { adminModules } from './admin-modules';
import { CompanyEmailForm } from './company-email-form';
import './strings';

/** The staff dashboard: the company e-mail and the modules (the gate above it greets and signs out). */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" py="10">
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {t('admin.home.title')}
          </Heading>
          <Text color="fg.muted">{t('admin.home.text')}</Text>
        </Stack>
        <CompanyEmailForm />
        <Stack as="section" aria-labelledby="admin-modules-title" gap="4">
          <Heading as="h2" size="lg" id="admin-modules-title">
            {t('admin.home.modules')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {adminModules.map((module) => (
              <Card.Root as="li" key={module.id}>
                <Card.Body gap="3">
                  <Icon as={module.icon} boxSize="6" color="purple.700" aria-hidden="true" />
                  <Heading as="h3" size="md">
                    {t(`admin.modules.${module.id}.title`)}
                  </Heading>
                  <Text color="fg.muted">{t(`admin.modules.${module.id}.text`)}</Text>
                  {module.to ? (
                    <Button asChild colorPalette="purple" variant="outline" alignSelf="start">
                      <RouterLink to={module.to} aria-label={`${t('admin.home.open')}: ${t(`admin.modules.${module.id}.title`)}`}>
                        {t('admin.home.open')}
                      </RouterLink>
                    </Button>
                  ) : (
                    <Badge alignSelf="start">{t('admin.home.soon')}</Badge>
                  )}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
