import { Container, Link } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** 'Voltar aos Serviços', above the hero of every service page. */
export function BackToServicesLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl" pt="4" pb="2">
      <Link asChild color="purple.700" fontWeight="medium" focusRingColor="purple.600">
        <RouterLink to={to}>
          <ArrowLeft aria-hidden size="1em" />
          {t('services.landing.back')}
        </RouterLink>
      </Link>
    </Container>
  );
}
