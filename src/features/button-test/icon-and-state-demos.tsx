import { Box, Button, Heading, HStack, IconButton } from '@chakra-ui/react';
import { Download, Play, Power, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Buttons with icons (one icon-only, named by its aria-label) and the disabled, loading and toggle states. */
export function IconAndStateDemos() {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  return (
    <>
      <Box as="section" aria-labelledby="button-icons">
        <Heading as="h2" id="button-icons" size="xl" mb="4">
          {t('button-test.icons.title')}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="pink" onClick={() => window.alert(t('button-test.icons.demoAlert'))}>
            <Play aria-hidden="true" />
            {t('button-test.icons.demo')}
          </Button>
          <Button colorPalette="purple" variant="outline" onClick={() => window.alert(t('button-test.icons.catalogAlert'))}>
            <Download aria-hidden="true" />
            {t('button-test.icons.catalog')}
          </Button>
          <IconButton
            colorPalette="purple"
            variant="subtle"
            aria-label={t('button-test.icons.share')}
            onClick={() => window.alert(t('button-test.icons.shareAlert'))}
          >
            <Share2 aria-hidden="true" />
          </IconButton>
        </HStack>
      </Box>
      <Box as="section" aria-labelledby="button-states">
        <Heading as="h2" id="button-states" size="xl" mb="4">
          {t('button-test.states.title')}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="purple" disabled>
            {t('button-test.states.disabled')}
          </Button>
          <Button colorPalette="purple" loading loadingText={t('common.loading')}>
            {t('button-test.states.loading')}
          </Button>
          <Button colorPalette="green" variant={on ? 'solid' : 'outline'} aria-pressed={on} onClick={() => setOn(!on)}>
            <Power aria-hidden="true" />
            {t('button-test.states.toggle')}
          </Button>
        </HStack>
      </Box>
    </>
  );
}
