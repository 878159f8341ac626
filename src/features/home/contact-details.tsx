import { Box, Button, Card, Heading, HStack, Icon, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Camera, Clock, type LucideIcon, Mail, MapPin, MessageCircle, Phone, SquarePlay } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { site, whatsappLink } from '../../config/site';

interface DetailProps {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}

function Detail({ icon, label, children }: DetailProps) {
  return (
    <HStack as="li" align="flex-start" gap="3">
      <Icon as={icon} boxSize="5" color="purple.700" mt="0.5" flexShrink={0} aria-hidden="true" />
      <Box minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Box overflowWrap="anywhere">{children}</Box>
      </Box>
    </HStack>
  );
}

/** A link to another site: opens in a new tab and says so to screen readers. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="purple.700" fontWeight="medium">
      {children}
      <VisuallyHidden> {t('home.contact.newTab')}</VisuallyHidden>
    </Link>
  );
}

/** The studio's contacts from src/config/site.ts, and a WhatsApp chat for those who prefer it. */
export function ContactDetails() {
  const { t } = useTranslation();
  const chat = whatsappLink(t('whatsapp.cinematicQuote'));
  return (
    <Card.Root variant="subtle" h="full">
      <Card.Body gap="6" p={{ base: '5', md: '6' }}>
        <Box>
          <Heading as="h3" size="lg" mb="2">
            {t('home.contact.detailsTitle')}
          </Heading>
          <Text color="fg.muted">{t('home.contact.detailsText')}</Text>
        </Box>
        <Stack as="ul" gap="4" listStyleType="none">
          <Detail icon={Mail} label={t('home.contact.email')}>
            <Link href={`mailto:${site.email}`} color="purple.700" fontWeight="medium">
              {site.email}
            </Link>
          </Detail>
          <Detail icon={Phone} label={t('home.contact.whatsapp')}>
            <ExternalLink href={chat}>{site.whatsappDisplay}</ExternalLink>
          </Detail>
          <Detail icon={Camera} label={t('home.contact.instagram')}>
            <ExternalLink href={site.instagram.url}>{site.instagram.handle}</ExternalLink>
          </Detail>
          <Detail icon={SquarePlay} label={t('home.contact.youtube')}>
            <ExternalLink href={site.youtube.url}>{site.youtube.handle}</ExternalLink>
          </Detail>
          <Detail icon={MapPin} label={t('home.contact.location')}>
            <Text>{t('home.contact.locationValue')}</Text>
          </Detail>
          <Detail icon={Clock} label={t('home.contact.hours')}>
            <Text>{t('home.contact.hoursValue')}</Text>
          </Detail>
        </Stack>
        <Button asChild size="lg" bg="green.700" color="white" _hover={{ bg: 'green.800' }} mt="auto">
          <a href={chat} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t('home.contact.whatsappButton')}
            <VisuallyHidden> {t('home.contact.newTab')}</VisuallyHidden>
          </a>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
