import { Box, Button, Container, IconButton, Stack, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PORTFOLIO_ENTRIES } from './nav-entries';
import type { SectionId } from '../../components/ui/section-scroll';
import { useGoToSection } from './use-go-to-section';

export const MOBILE_MENU_ID = 'mobile-menu';

/** A portfolio entry of the panel, a link or a button: long names wrap instead of overflowing. */
const entryStyle = { variant: 'ghost', size: 'sm', justifyContent: 'flex-start', w: 'full', whiteSpace: 'normal', textAlign: 'start', h: 'auto', minH: '9', py: '2' } as const;

interface ToggleProps {
  open: boolean;
  onToggle: () => void;
  ref: RefObject<HTMLButtonElement | null>;
}

/** The header's menu button below md; the panel it opens is `MobileMenuPanel`. */
export function MobileMenuToggle({ open, onToggle, ref }: ToggleProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      display={{ md: 'none' }}
      aria-label={t('layout.mobileMenu.toggle')}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={onToggle}
    >
      {open ? <X aria-hidden /> : <MenuIcon aria-hidden />}
    </IconButton>
  );
}

interface PanelProps {
  open: boolean;
  /** Closes the panel; `returnFocus` when the visitor dismissed it rather than chose an entry. */
  onClose: (returnFocus: boolean) => void;
}

/** Below the header (phones and small tablets): the header's entries, the portfolio, the quote button. */
export function MobileMenuPanel({ open, onClose }: PanelProps) {
  const { t } = useTranslation();
  const goToSection = useGoToSection();
  const choose = (id: SectionId) => {
    onClose(false);
    goToSection(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose(true);
  };

  return (
    <Box
      id={MOBILE_MENU_ID}
      hidden={!open}
      display={{ md: 'none' }}
      position="absolute"
      top="100%"
      insetX="0"
      bg="bg"
      borderBottomWidth="1px"
      shadow="lg"
      maxH="calc(100dvh - 4rem)"
      overflowY="auto"
      onKeyDown={onKeyDown}
    >
      {/* Its entries exist while it is open: rendered hidden, every page hydrated a dozen styled
          buttons nobody saw. The panel itself stays, the target of the toggle's aria-controls. */}
      {open && (
        <Container py="4">
          <Stack as="nav" aria-label={t('layout.mobileMenu.label')} gap="1">
            <SectionEntry id="about" onChoose={choose} />
            <SectionEntry id="services" onChoose={choose} />
            <Text id="mobile-portfolio-label" fontSize="sm" fontWeight="semibold" color="fg.muted" px="4" pt="3">
              {t('layout.nav.portfolio')}
            </Text>
            <Stack as="ul" aria-labelledby="mobile-portfolio-label" gap="0" listStyleType="none" ps="3">
              {PORTFOLIO_ENTRIES.map((entry) => (
                <li key={entry.key}>
                  {'path' in entry ? (
                    <Button asChild {...entryStyle}>
                      <RouterLink to={entry.path} onClick={() => onClose(false)}>
                        {t(`layout.portfolio.${entry.key}`)}
                      </RouterLink>
                    </Button>
                  ) : (
                    <Button {...entryStyle} onClick={() => choose(entry.section)}>
                      {t(`layout.portfolio.${entry.key}`)}
                    </Button>
                  )}
                </li>
              ))}
            </Stack>
            <SectionEntry id="contact" onChoose={choose} />
            <Button colorPalette="purple" mt="3" onClick={() => choose('contact')}>
              {t('layout.nav.quote')}
            </Button>
          </Stack>
        </Container>
      )}
    </Box>
  );
}

function SectionEntry({ id, onChoose }: { id: SectionId; onChoose: (id: SectionId) => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" justifyContent="flex-start" onClick={() => onChoose(id)}>
      {t(`layout.nav.${id}`)}
    </Button>
  );
}
