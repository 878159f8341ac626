import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SIZES } from './button-demos';

export function SizeDemos() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="button-sizes">
      <Heading as="h2" id="button-sizes" size="xl" mb="4">
        {t('button-test.sizes.title')}
      </Heading>
      <HStack gap="3" wrap="wrap" align="center">
        {SIZES.map((size) => {
          const label = t('button-test.sizes.label', { size: size.toUpperCase() });
          return (
            <Button key={size} size={size} colorPalette="purple" onClick={() => window.alert(t('button-test.sizes.alert', { label }))}>
              {label}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
