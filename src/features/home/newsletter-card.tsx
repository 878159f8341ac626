import { Box, Button, Card, chakra, Container, Heading, Icon, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../components/ui/toaster';
import type { NewsletterInterest } from '../../config/newsletter-options';
import { BotTrapField } from '../../forms/runner/bot-trap-field';
import { useBotTrap } from '../../forms/runner/use-bot-trap';
import { interestsToSend } from './newsletter-interests';
import { NewsletterInterestsField } from './newsletter-interests-field';
import { type NewsletterErrors, validateNewsletter } from './newsletter-validation';

const CONTACT_ERROR_ID = 'newsletter-contact-error';
const EMAIL_ERROR_ID = 'newsletter-email-error';
const CONTACT_HINT_ID = 'newsletter-contact-hint';

/** Firebase is fetched when someone actually subscribes, never with the home page itself. */
const loadBackend = () => import('../../backend/newsletter');

const FieldLabel = chakra('label', { base: { display: 'block', fontWeight: 'medium', mb: '1.5' } });
const ErrorText = chakra('p', { base: { color: 'red.600', fontSize: 'sm', mt: '1.5' } });

/**
 * The newsletter signup (spec 000 sections 4, 5, 8): e-mail and/or WhatsApp plus interests.
 * Messages show once a submit was tried, then follow every change; a failure keeps what was typed.
 */
export function NewsletterCard() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [interests, setInterests] = useState<NewsletterInterest[]>([]);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  // The briefings' bot trap: a hidden field and the time the card was on screen, judged by the function.
  const { fieldRef: trapRef, read: readTrap, restart: restartTrap } = useBotTrap();

  const revalidate = (nextEmail: string, nextWhatsapp: string) => {
    if (attempted) setErrors(validateNewsletter(nextEmail.trim(), nextWhatsapp.trim()));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const mail = email.trim();
    const phone = whatsapp.trim();
    const found = validateNewsletter(mail, phone);
    setAttempted(true);
    setErrors(found);
    if (found.contact || found.email) {
      emailInput.current?.focus();
      if (found.contact) toaster.create({ type: 'error', title: t('home.newsletter.errors.contactRequired') });
      return;
    }

    setSubmitting(true);
    try {
      const { subscribeToNewsletter } = await loadBackend();
      await subscribeToNewsletter({ email: mail || null, whatsapp: phone || null, service_interests: interestsToSend(interests) }, readTrap());
    } catch (error) {
      console.warn('Newsletter signup failed; the fields stay filled.', error);
      toaster.create({ type: 'error', title: t('home.newsletter.failure') });
      return;
    } finally {
      setSubmitting(false);
    }
    toaster.create({ type: 'success', title: t('home.newsletter.success') });
    setEmail('');
    setWhatsapp('');
    setInterests([]);
    setErrors({});
    setAttempted(false);
    // A second signup from this card is timed from now, as a briefing sent again is.
    restartTrap();
  };

  const contactInvalid = !!errors.contact;
  const emailInvalid = contactInvalid || !!errors.email;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <Box as="section" id="newsletter" aria-labelledby="newsletter-title" py={{ base: '12', md: '16' }}>
      <Container maxW="4xl">
        <Card.Root borderColor="purple.200" bg="purple.50" _dark={{ bg: 'purple.950', borderColor: 'purple.800' }}>
          <Card.Body gap="6" p={{ base: '5', md: '8' }}>
            <Stack align="center" textAlign="center" gap="3">
              <Icon as={Mail} boxSize="8" color="purple.700" aria-hidden="true" />
              <Heading as="h2" id="newsletter-title" size={{ base: 'xl', md: '2xl' }}>
                {t('home.newsletter.title')}
              </Heading>
              <Text color="fg.muted" maxW="2xl">
                {t('home.newsletter.text')}
              </Text>
            </Stack>

            <form noValidate aria-labelledby="newsletter-title" onSubmit={(e) => void submit(e)}>
              <BotTrapField ref={trapRef} />
              <Stack gap="6">
                <Box>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Box>
                      <FieldLabel htmlFor="newsletter-email">{t('home.newsletter.emailLabel')}</FieldLabel>
                      <Input
                        ref={emailInput}
                        id="newsletter-email"
                        name="email"
                        type="email"
                        inputMode="email"
                        autoComplete="email"
                        maxLength={254}
                        bg="bg"
                        placeholder={t('home.newsletter.emailPlaceholder')}
                        value={email}
                        onChange={(e) => {
                          setEmail(e.target.value);
                          revalidate(e.target.value, whatsapp);
                        }}
                        aria-invalid={emailInvalid || undefined}
                        aria-describedby={describedBy(
                          contactInvalid ? CONTACT_ERROR_ID : CONTACT_HINT_ID,
                          !!errors.email && EMAIL_ERROR_ID,
                        )}
                      />
                      {errors.email && <ErrorText id={EMAIL_ERROR_ID}>{t(`home.newsletter.errors.${errors.email}`)}</ErrorText>}
                    </Box>
                    <Box>
                      <FieldLabel htmlFor="newsletter-whatsapp">{t('home.newsletter.whatsappLabel')}</FieldLabel>
                      <Input
                        id="newsletter-whatsapp"
                        name="whatsapp"
                        type="text"
                        inputMode="tel"
                        autoComplete="tel"
                        maxLength={40}
                        bg="bg"
                        placeholder={t('home.newsletter.whatsappPlaceholder')}
                        value={whatsapp}
                        onChange={(e) => {
                          setWhatsapp(e.target.value);
                          revalidate(email, e.target.value);
                        }}
                        aria-invalid={contactInvalid || undefined}
                        aria-describedby={contactInvalid ? CONTACT_ERROR_ID : CONTACT_HINT_ID}
                      />
                    </Box>
                  </SimpleGrid>
                  {errors.contact ? (
                    <ErrorText id={CONTACT_ERROR_ID}>{t(`home.newsletter.errors.${errors.contact}`)}</ErrorText>
                  ) : (
                    <Text id={CONTACT_HINT_ID} fontSize="sm" color="fg.muted" mt="1.5">
                      {t('home.newsletter.contactHint')}
                    </Text>
                  )}
                </Box>

                <NewsletterInterestsField value={interests} onChange={setInterests} />

                <Button
                  type="submit"
                  colorPalette="purple"
                  size="lg"
                  alignSelf={{ base: 'stretch', md: 'center' }}
                  loading={submitting}
                  loadingText={t('home.newsletter.submitting')}
                >
                  {t('home.newsletter.submit')}
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
