import { Box, Button, Container, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendTestEmail, type TestEmail } from '../../../backend/callables';
import { TechnicalDetails } from '../../../components/ui/failure-notice';
import { TextField } from '../../../components/ui/text-field';
import { toaster } from '../../../components/ui/toaster';
import { mailFailureOfCall } from '../shared/mail-failure';
import '../staff-strings';
import { FieldLabel } from '../shared/form-picker';
import { PageHeading } from '../shared/page-heading';

const EMPTY: TestEmail = { nome: '', email: '', telefone: '', mensagem: '' };

/**
 * /teste-email (staff only): sends a sample summary to the company e-mail through the function's
 * mailer. Unlike the original page, no mail-provider key is ever in the browser.
 */
export function EmailTestPage() {
  const { t } = useTranslation();
  const [sample, setSample] = useState<TestEmail>(EMPTY);
  const [sending, setSending] = useState(false);
  // A failure keeps the server's raw text apart, for the "Detalhes" disclosure only.
  const [result, setResult] = useState<{ ok: boolean; text: string; detail?: string } | undefined>();
  const set = (key: keyof TestEmail) => (e: { target: { value: string } }) => setSample({ ...sample, [key]: e.target.value });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setResult(undefined);
    try {
      const { to } = await sendTestEmail(sample);
      const text = t('admin.emailTest.sent');
      setResult({ ok: true, text: `${text} (${to})` });
      toaster.create({ type: 'success', title: text });
    } catch (error) {
      console.warn('Test e-mail failed', error);
      const failure = mailFailureOfCall(error);
      const text = `${t('admin.emailTest.failed')}${t(`admin.mailFailure.${failure.key}`)}`;
      setResult({ ok: false, text, detail: failure.detail });
      toaster.create({ type: 'error', title: text });
    } finally {
      setSending(false);
    }
  };

  return (
    <Container maxW="xl" py="10">
      <Stack gap="6">
        <PageHeading title={t('admin.emailTest.title')} text={t('admin.emailTest.text')} />
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="4">
            <TextField id="test-name" label={t('admin.emailTest.name')} autoComplete="name" value={sample.nome} onChange={set('nome')} />
            <TextField id="test-email" type="email" label={t('admin.emailTest.email')} autoComplete="email" value={sample.email} onChange={set('email')} />
            <TextField id="test-phone" type="tel" label={t('admin.emailTest.phone')} autoComplete="tel" value={sample.telefone} onChange={set('telefone')} />
            <Box>
              <FieldLabel htmlFor="test-message">{t('admin.emailTest.message')}</FieldLabel>
              <Textarea id="test-message" rows={5} bg="bg" value={sample.mensagem} onChange={set('mensagem')} />
            </Box>
            <Button type="submit" colorPalette="purple" loading={sending} loadingText={t('admin.emailTest.sending')}>
              {t('admin.emailTest.send')}
            </Button>
          </Stack>
        </form>
        <Text role="status" color={result?.ok ? 'green.700' : 'red.700'} minH="6">
          {result?.text ?? ''}
        </Text>
        {!result?.ok && <TechnicalDetails detail={result?.detail} label={t('admin.mailFailure.details')} />}
      </Stack>
    </Container>
  );
}
