import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';

interface AvailabilityGuardProps {
  slug: string;
  children: ReactNode;
}

/**
 * Shows its page only when the service is switched on (spec 000 section 4). Inactive, unknown or
 * unverifiable services send the visitor home, replacing the history entry so Back does not loop.
 * Firebase loads here, after the page's first paint, never with the home page bundle.
 */
export function AvailabilityGuard({ slug, children }: AvailabilityGuardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    let current = true;
    import('../../backend/services')
      .then(({ isServiceActive }) => isServiceActive(slug))
      .catch((error: unknown) => {
        // A page we cannot vouch for is treated like a switched-off one.
        console.warn(`availability check failed for ${slug}`, error);
        return false;
      })
      .then((active) => {
        if (!current) return;
        if (active) setAvailable(true);
        else void navigate(paths.home, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [slug, navigate]);

  if (available) return children;
  return (
    <Center py="24" role="status" aria-live="polite">
      <VStack gap="4">
        <Spinner size="lg" color="purple.600" aria-hidden="true" />
        <Text color="fg.muted">{t('automation.guard.checking')}</Text>
      </VStack>
    </Center>
  );
}
