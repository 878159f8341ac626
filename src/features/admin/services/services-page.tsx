import { Badge, Box, Button, Card, Container, HStack, Portal, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../backend/services';
import { listAllServices, saveActiveFlags } from '../../../backend/services-admin';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { toaster } from '../../../components/ui/toaster';
import { useServiceText } from '../../../components/services/use-service-text';
import { LeaveUnsavedDialog } from '../shared/leave-unsaved-dialog';
import { PageHeading } from '../shared/page-heading';
import { changedFlags, countActive } from './service-changes';
import '../staff-strings';
import { useUnsavedGuard } from '../shared/use-unsaved-guard';

/**
 * Service activation (spec 000 sections 2, 4, 8): toggles are kept as a draft under an unsaved-changes
 * bar; save writes them in one batch, cancel reverts. Public pages read the flags on their next visit.
 * Leaving the page with a draft asks first (in the app and when the tab closes).
 */
export function ServicesPage() {
  const { t, i18n } = useTranslation();
  const text = useServiceText();
  const [services, setServices] = useState<Service[] | undefined>();
  const [draft, setDraft] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      setServices(await listAllServices());
      setDraft({});
    } catch (error) {
      console.warn('Services not loaded', error);
      toaster.create({ type: 'error', title: t('admin.services.errorTitle'), description: t('admin.services.loadError') });
      setServices([]);
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const changes = changedFlags(services ?? [], draft);
  const pending = Object.keys(changes).length;
  const blocker = useUnsavedGuard(pending > 0);

  if (!services) return <PageSpinner />;
  const counts = countActive(services, draft);

  const save = async () => {
    setSaving(true);
    try {
      await saveActiveFlags(changes);
      setServices(services.map((s) => (s.id in changes ? { ...s, active: changes[s.id] } : s)));
      setDraft({});
      toaster.create({ type: 'success', title: t('admin.services.successTitle'), description: t('admin.services.saved') });
    } catch (error) {
      console.warn('Services not saved; the draft is kept', error);
      toaster.create({ type: 'error', title: t('admin.services.errorTitle'), description: t('admin.services.saveError') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container maxW="4xl" py="10" pb="32">
      <Stack gap="6">
        <PageHeading title={t('admin.services.title')} text={t('admin.services.text')} size="3xl">
          <HStack gap="3" aria-live="polite">
            <Badge colorPalette="green" size="lg">
              {t('admin.services.active', { count: counts.active })}
            </Badge>
            <Badge size="lg">{t('admin.services.inactive', { count: counts.inactive })}</Badge>
          </HStack>
        </PageHeading>
        <Stack as="ul" listStyleType="none" gap="3">
          {/* In the staff member's language, and in its alphabetical order (the backend sorts the stored Portuguese). */}
          {services
            .map((service) => ({ service, ...text(service) }))
            .sort((a, b) => a.title.localeCompare(b.title, i18n.language))
            .map(({ service, title, description }) => {
              const checked = draft[service.id] ?? service.active;
              return (
                <Card.Root as="li" key={service.id}>
                  <Card.Body>
                    <HStack justify="space-between" align="start" gap="4">
                      <Stack gap="1">
                        <Text fontWeight="semibold">{title}</Text>
                        <Text color="fg.muted" fontSize="sm">
                          {description}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {service.link}
                        </Text>
                      </Stack>
                      <Switch.Root
                        colorPalette="purple"
                        checked={checked}
                        onCheckedChange={(e) => setDraft({ ...draft, [service.id]: e.checked })}
                      >
                        <Switch.HiddenInput />
                        <Switch.Control>
                          <Switch.Thumb />
                        </Switch.Control>
                        {/* Named by the service; on/off is the switch's own state, the word is for the eye. */}
                        <Switch.Label>
                          <VisuallyHidden>{title}</VisuallyHidden>
                          <span aria-hidden="true">{checked ? t('admin.services.on') : t('admin.services.off')}</span>
                        </Switch.Label>
                      </Switch.Root>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              );
            })}
        </Stack>
      </Stack>
      {/*
       * Always in the page, so that screen readers hear the count when the first change makes it
       * appear and at every change after (a live region added with its text is often not read).
       */}
      <VisuallyHidden role="status">{pending > 0 ? t('admin.services.unsaved', { count: pending }) : ''}</VisuallyHidden>
      {/*
       * In a portal: the page sits in a section with content-visibility (the layout's later sections),
       * whose containment would hold a fixed bar at the end of the page, below the fold, instead of at
       * the bottom of the screen. The page's bottom padding keeps the last rows clear of it.
       */}
      {pending > 0 && (
        <Portal>
          <Box
            role="region"
            aria-label={t('admin.services.unsavedRegion')}
            position="fixed"
            insetX="0"
            bottom="0"
            bg="purple.900"
            color="white"
            pt="3"
            pb="max(0.75rem, env(safe-area-inset-bottom))"
            shadow="lg"
            zIndex="sticky"
          >
            <Container maxW="4xl">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Text>{t('admin.services.unsaved', { count: pending })}</Text>
                <HStack gap="2">
                  <Button variant="outline" color="white" _hover={{ bg: 'purple.800' }} onClick={() => setDraft({})} disabled={saving}>
                    {t('admin.services.cancel')}
                  </Button>
                  <Button
                    colorPalette="purple"
                    bg="white"
                    color="purple.900"
                    _hover={{ bg: 'purple.100' }}
                    loading={saving}
                    onClick={() => void save()}
                  >
                    {t('admin.services.save')}
                  </Button>
                </HStack>
              </HStack>
            </Container>
          </Box>
        </Portal>
      )}
      <LeaveUnsavedDialog blocker={blocker} count={pending} />
    </Container>
  );
}
