import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenuPanel, MobileMenuToggle } from './mobile-menu';
import { PortfolioMenu } from './portfolio-menu';
import { HEADER_ID, type SectionId } from '../../components/ui/section-scroll';
import { useGoToSection } from './use-go-to-section';
import { SITE_HEADER_HEIGHT, useBarHeight } from '../../components/ui/sticky-offset';

/** Logo, section buttons, portfolio, quote and language; below md the entries move to a menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const goToSection = useGoToSection();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useBarHeight(SITE_HEADER_HEIGHT);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <Box as="header" ref={headerRef} id={HEADER_ID} position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="7xl" py="3" px={{ base: '4', lg: '8' }}>
        <Flex align="center" justify="space-between" gap={{ base: '3', md: '2', lg: '3' }}>
          <Link asChild fontWeight="bold" fontSize="2xl" color="purple.700" onClick={() => setMenuOpen(false)}>
            <RouterLink to={paths.home}>{site.name}</RouterLink>
          </Link>
          <HStack as="nav" aria-label={t('layout.nav.label')} gap={{ md: '0', lg: '1' }} display={{ base: 'none', md: 'flex' }}>
            <SectionButton id="about" />
            <SectionButton id="services" />
            <PortfolioMenu />
            <SectionButton id="contact" />
          </HStack>
          <HStack gap="2">
            <Button colorPalette="purple" size={{ md: 'sm', lg: 'md' }} display={{ base: 'none', md: 'inline-flex' }} onClick={() => goToSection('contact')}>
              {t('layout.nav.quote')}
            </Button>
            <LanguageSwitcher />
            <MobileMenuToggle ref={toggleRef} open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} />
          </HStack>
        </Flex>
      </Container>
      <MobileMenuPanel open={menuOpen} onClose={closeMenu} />
    </Box>
  );
}

function SectionButton({ id }: { id: SectionId }) {
  const { t } = useTranslation();
  const goToSection = useGoToSection();
  return (
    <Button variant="ghost" size={{ md: 'sm', lg: 'md' }} onClick={() => goToSection(id)}>
      {t(`layout.nav.${id}`)}
    </Button>
  );
}
