import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SignOutButton } from './sign-out-button';

/** Above every staff page: who is signed in, the way back to the dashboard, and sign out. */
export function StaffBar({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('auth.bar.staffNav')} borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="4" wrap="wrap">
            <Text fontWeight="semibold">{t('auth.bar.greeting', { email })}</Text>
            <Link asChild color="purple.700">
              <RouterLink to={paths.admin}>{t('auth.bar.adminHome')}</RouterLink>
            </Link>
          </HStack>
          <SignOutButton />
        </HStack>
      </Container>
    </Box>
  );
}
