import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STYLE_DEMOS } from './button-demos';

export function StyleDemos() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="button-styles">
      <Heading as="h2" id="button-styles" size="xl" mb="4">
        {t('button-test.styles.title')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
        {STYLE_DEMOS.map(({ variant, icon: DemoIcon, caption, label, alert, linkLook }) => (
          <Box key={variant} borderWidth="1px" borderRadius="lg" p="4" textAlign="center">
            <Button
              variant={variant}
              colorPalette="purple"
              textDecoration={linkLook ? 'underline' : undefined}
              color={linkLook ? 'purple.700' : undefined}
              onClick={() => window.alert(t(alert))}
            >
              <DemoIcon aria-hidden="true" />
              {t(label)}
            </Button>
            <Text mt="2" fontSize="sm" color="fg.muted">
              {t(caption)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
