import { Badge, Box, Container, Heading, HStack, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { adminModules } from './admin-modules';
import { CompanyEmailForm, LostReasonsForm } from './settings';
import { type FormOption, useFormTitles } from './shared/form-titles';
import { PageHeading, SectionHeading } from './shared/page-heading';
import { InboxGlance, InboxSection, InboxTable, UnassignedCalls } from './inbox';
import './staff-strings';

export { inboxLoader } from './inbox';

// The results section (its figures and its charts) is a chunk of its own, asked after the inbox's first rows.
const OutcomesSection = lazy(() => import('./outcomes').then((m) => ({ default: m.OutcomesSection })));

/*
 * A search, a filter or another page of the inbox is a navigation, and the whole page is drawn again
 * with it: these follow their props alone, so they are not (issue 39: their render made the inbox's
 * reads wait, and then the loading mark).
 */
const Glance = memo(InboxGlance);
const Calls = memo(UnassignedCalls);
const BelowInbox = memo(function BelowInbox({ forms }: { forms: FormOption[] }) {
  return (
    <>
      <AdminModules />
      <CompanyEmailForm />
      <LostReasonsForm />
      {/* Its chunk is asked after the first rows too. Last on the page, so that its arrival (its
          charts and tables, hundreds of pixels) moves nothing below it: the module links did
          move under a staff member's pointer when it came above them. */}
      <Suspense fallback={null}>
        <OutcomesSection forms={forms} />
      </Suspense>
    </>
  );
});

/**
 * `/admin`: the studio at a glance, then the inbox of every lead (live, filtered and paged in the
 * URL), the other modules as a compact list, the company e-mail, the lost reasons, and last the
 * results of the last six months (won, lost, conversion). The gate above greets and signs out.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { forms } = useFormTitles();
  // The glance's counts wait for the inbox's first rows, which staff came for.
  const [inboxShown, setInboxShown] = useState(false);
  const onShown = useCallback(() => setInboxShown(true), []);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="10">
        <PageHeading title={t('admin.home.title')} text={t('admin.home.text')} size="3xl" />
        <Calls start={inboxShown} />
        <Glance forms={forms} start={inboxShown} />
        <Stack as="section" aria-labelledby="inbox-title" gap="4">
          <SectionHeading id="inbox-title" title={t('admin.inbox.title')} text={t('admin.inbox.text')} size="xl" />
          <InboxSection table={(props) => <InboxTable {...props} />} onShown={onShown} />
        </Stack>
        {/* What lies below the inbox is drawn with or after its first rows, which staff came for: drawn
            before them, its styles and its reads (the settings) made the rows wait (issue 39). Below
            the inbox, its arrival moves nothing a staff member sees first. */}
        {inboxShown && <BelowInbox forms={forms} />}
      </Stack>
    </Container>
  );
}

/** The other admin pages, one line each; a module still to come says so instead of linking nowhere. */
function AdminModules() {
  const { t } = useTranslation();
  return (
    <Stack as="section" aria-labelledby="admin-modules-title" gap="3">
      <Heading as="h2" size="lg" id="admin-modules-title">
        {t('admin.home.modules')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {adminModules.map((module) => {
          const title = t(`admin.modules.${module.id}.title`);
          return (
            <HStack as="li" key={module.id} align="start" gap="3" borderWidth="1px" rounded="md" p="3">
              <Icon as={module.icon} boxSize="5" color="purple.700" aria-hidden="true" mt="0.5" />
              <Box>
                {module.to ? (
                  <Link asChild color="purple.700" fontWeight="semibold">
                    <RouterLink to={module.to} aria-label={`${t('admin.home.open')}: ${title}`}>
                      {title}
                    </RouterLink>
                  </Link>
                ) : (
                  <HStack gap="2">
                    <Text fontWeight="semibold">{title}</Text>
                    <Badge>{t('admin.home.soon')}</Badge>
                  </HStack>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {t(`admin.modules.${module.id}.text`)}
                </Text>
              </Box>
            </HStack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
