import { Box, Container, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" mt="12" py="8" bg="bg.subtle">
      <Container maxW="6xl">
        <Text fontSize="sm" color="fg.muted">
          © 2025 Movaly · {t('footer.location')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('footer.hours')}
        </Text>
      </Container>
    </Box>
  );
}
