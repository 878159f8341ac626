import { Box, Container, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import { lazyNamed, WhenNear } from '../../components/ui/when-near';

// qrcode.react is fetched when the codes come near the screen; their 120 px boxes are held meanwhile.
const QRCodeSVG = lazyNamed(() => import('qrcode.react'), 'QRCodeSVG');

/** Spec 000 section 2: the QR codes are 120 px. */
const QR_SIZE = 120;

const PROFILES = [
  { network: 'Instagram', ...site.instagram },
  { network: 'YouTube', ...site.youtube },
] as const;

/** Codes a visitor on a computer can scan with a phone to follow the studio. */
export function QrSection() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="qr-title" py={{ base: '12', md: '16' }} bg="bg.subtle">
      <Container maxW="4xl" textAlign="center">
        <Heading as="h2" id="qr-title" size={{ base: '2xl', md: '3xl' }}>
          {t('home.qr.title')}
        </Heading>
        <Text color="fg.muted" mt="2" mb="8" maxW="xl" mx="auto">
          {t('home.qr.text')}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="6" maxW="lg" mx="auto">
          {PROFILES.map(({ network, handle, url }) => (
            <Stack as="li" key={network} align="center" gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg.panel">
              <Box p="2" bg="white" rounded="md">
                <WhenNear
                  component={QRCodeSVG}
                  props={{ value: url, size: QR_SIZE, role: 'img', 'aria-label': t('home.qr.codeLabel', { network, handle }) }}
                  minH={`${QR_SIZE}px`}
                />
              </Box>
              <Text fontWeight="semibold">{network}</Text>
              <Link href={url} target="_blank" rel="noopener noreferrer" color="purple.700">
                {handle}
                <VisuallyHidden>
                  {' '}
                  {t('home.qr.profileOn', { network })} {t('home.qr.newTab')}
                </VisuallyHidden>
              </Link>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
