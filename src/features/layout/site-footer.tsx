import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Camera, Clock, Lock, Mail, MapPin, MessageCircle, SquarePlay } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site, whatsappLink } from '../../config/site';

/** Every service page: the seven landing pages, then websites, Instagram and WhatsApp. */
const SERVICE_SLUGS = [
  ...paths.serviceSlugs,
  paths.websiteService.slice(1),
  paths.instagramService.slice(1),
  paths.whatsappService.slice(1),
] as const;

const linkStyle = { color: 'gray.200', _hover: { color: 'white' } } as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    // Bottom padding on phones keeps the last lines clear of the WhatsApp bubble. Styled and laid out
    // only near the screen, like the page's later sections (site-layout.tsx).
    <Box as="footer" bg="gray.950" color="gray.300" pt="12" pb={{ base: '24', md: '10' }} fontSize="sm" css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 700px' }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="3">
            <Text fontSize="2xl" fontWeight="bold" color="white">
              {site.name}
            </Text>
            <Text>{t('layout.footer.tagline')}</Text>
            <Detail icon={<MapPin />}>{t('layout.footer.location')}</Detail>
            <Detail icon={<Clock />}>{t('layout.footer.hours')}</Detail>
          </Stack>

          <Stack as="section" aria-labelledby="footer-services" gap="3">
            <Heading as="h2" id="footer-services" size="md" color="white">
              {t('layout.footer.servicesTitle')}
            </Heading>
            <Stack as="ul" gap={{ base: '3', md: '2' }} listStyleType="none">
              {SERVICE_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link asChild {...linkStyle}>
                    <RouterLink to={`/${slug}`}>{t(`layout.footer.services.${slug}`)}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>

          <Stack as="section" aria-labelledby="footer-contact" gap="3">
            <Heading as="h2" id="footer-contact" size="md" color="white">
              {t('layout.footer.contactTitle')}
            </Heading>
            <Stack as="ul" gap={{ base: '3', md: '2' }} listStyleType="none">
              <li>
                <Detail icon={<Mail />}>
                  <Link href={`mailto:${site.email}`} {...linkStyle}>
                    {site.email}
                  </Link>
                </Detail>
              </li>
              <li>
                <Detail icon={<MessageCircle />}>
                  <NewTabLink href={whatsappLink(t('whatsapp.servicesQuote'))}>
                    {t('layout.footer.whatsapp', { number: site.whatsappDisplay })}
                  </NewTabLink>
                </Detail>
              </li>
              <li>
                <Detail icon={<Camera />}>
                  <NewTabLink href={site.instagram.url}>{t('layout.footer.instagram', { handle: site.instagram.handle })}</NewTabLink>
                </Detail>
              </li>
              <li>
                <Detail icon={<SquarePlay />}>
                  <NewTabLink href={site.youtube.url}>{t('layout.footer.youtube', { handle: site.youtube.handle })}</NewTabLink>
                </Detail>
              </li>
              <li>
                <Detail icon={<Lock />}>
                  <Link asChild {...linkStyle}>
                    <RouterLink to={paths.login} target="_blank" rel="noopener noreferrer">
                      {t('layout.footer.restricted')}
                      <VisuallyHidden>{t('layout.newTab')}</VisuallyHidden>
                    </RouterLink>
                  </Link>
                </Detail>
              </li>
            </Stack>
          </Stack>
        </SimpleGrid>

        <Text borderTopWidth="1px" borderColor="gray.800" mt="10" pt="6" textAlign="center" color="gray.400">
          {t('layout.footer.copyright', { year: site.year, name: site.name })}
        </Text>
      </Container>
    </Box>
  );
}

/** An icon (decorative) before a line of the footer. */
function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" gap="2">
      <Box as="span" aria-hidden display="inline-flex" color="purple.300" css={{ '& svg': { width: '4', height: '4' } }}>
        {icon}
      </Box>
      <span>{children}</span>
    </Flex>
  );
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...linkStyle}>
      {children}
      <VisuallyHidden>{t('layout.newTab')}</VisuallyHidden>
    </Link>
  );
}
