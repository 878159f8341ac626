import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCompanyEmail, saveCompanyEmail } from '../../../backend/company-settings';
import { TextField } from '../../../components/ui/text-field';
import { toaster } from '../../../components/ui/toaster';
import { SectionHeading } from '../shared/page-heading';
import { useOwnRole } from '../shared/use-own-role';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The address every lead summary goes to (settings/company.email; the function reads it per send).
 * Owners change it (the rules refuse anyone else, issue 37); a member sees it, and why they cannot.
 */
export function CompanyEmailForm() {
  const { t } = useTranslation();
  const role = useOwnRole();
  const owner = role === 'owner';
  const [email, setEmail] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<'required' | 'invalid' | undefined>();
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    getCompanyEmail().then(
      (current) => {
        setEmail(current);
        setLoaded(true);
      },
      (cause) => {
        console.warn('Company e-mail not loaded', cause);
        toaster.create({ type: 'error', title: t('admin.company.loadError') });
        setLoaded(true);
      },
    );
  }, [t]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!owner) return;
    const value = email.trim();
    const found = !value ? 'required' : EMAIL.test(value) ? undefined : 'invalid';
    setError(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveCompanyEmail(value);
      toaster.create({ type: 'success', title: t('admin.company.saved') });
    } catch (cause) {
      console.warn('Company e-mail not saved', cause);
      toaster.create({ type: 'error', title: t('admin.company.unexpected') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="company-email-title">
      <Card.Body gap="4">
        <SectionHeading id="company-email-title" title={t('admin.company.title')} text={t('admin.company.text')} />
        <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="company-email-title">
          <HStack align="end" gap="3" wrap="wrap">
            <Stack flex="1" minW="240px">
              <TextField
                id="company-email"
                inputRef={input}
                label={t('admin.company.label')}
                type="email"
                autoComplete="email"
                required
                disabled={!loaded || role === undefined}
                readOnly={role === 'member'}
                aria-describedby={role === 'member' ? 'company-email-owners' : undefined}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={error && t(`admin.company.${error}`)}
              />
            </Stack>
            {role !== 'member' && (
              <Button type="submit" colorPalette="purple" loading={saving} disabled={!loaded || !owner}>
                {t('admin.company.save')}
              </Button>
            )}
          </HStack>
          {role === 'member' && (
            <Text id="company-email-owners" mt="2" fontSize="sm" color="fg.muted">
              {t('admin.company.ownersOnly')}
            </Text>
          )}
        </form>
      </Card.Body>
    </Card.Root>
  );
}
