import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/hooks/use-document-title';
import { useScrollToTop } from '../../components/hooks/use-scroll-to-top';
import { IconAndStateDemos } from './icon-and-state-demos';
import { SizeDemos } from './size-demos';
import { StyleDemos } from './style-demos';

/** /teste-botoes: the site's button styles and sizes, most of them announcing a feature to come. */
export function ButtonTestPage() {
  const { t } = useTranslation();
  const title = t('button-test.title');

  useScrollToTop();
  useDocumentTitle(title);

  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }}>
      <Stack gap="10">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{t('button-test.subtitle')}</Text>
        </Stack>
        <StyleDemos />
        <SizeDemos />
        <IconAndStateDemos />
      </Stack>
    </Container>
  );
}
