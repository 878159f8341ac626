import { Box, Button } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { type PortfolioEntry, PORTFOLIO_ENTRIES } from './nav-entries';
import { useGoToSection } from './use-go-to-section';

/** Spec 000 section 4: the dropdown closes 100 ms after focus leaves it (time for a click to land). */
const CLOSE_AFTER_BLUR_MS = 100;

const itemStyle = { variant: 'ghost', size: 'sm', w: 'full', justifyContent: 'flex-start', fontWeight: 'normal', rounded: 'none' } as const;

/**
 * The 'Portfólio' menu button of the desktop header (WAI-ARIA menu button): arrows move between the
 * entries, Escape closes and returns to the button, Tab moves on and closes it.
 */
export function PortfolioMenu() {
  const { t } = useTranslation();
  const goToSection = useGoToSection();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const blurTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const triggerId = useId();
  const last = PORTFOLIO_ENTRIES.length - 1;

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const closeAnyway = useRef(false);
  /** `anyway`: after Tab, even when Shift+Tab lands back on the button. */
  const closeSoon = (anyway = false) => {
    closeAnyway.current ||= anyway;
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      if (closeAnyway.current || !wrapperRef.current?.contains(document.activeElement)) setOpen(false);
      closeAnyway.current = false;
    }, CLOSE_AFTER_BLUR_MS);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 0 : last);
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: (active + 1) % (last + 1), ArrowUp: (active + last) % (last + 1), Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Tab') {
      closeSoon(true);
    }
  };
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close(true);
  };
  const choose = (entry: PortfolioEntry) => {
    close(false);
    if ('section' in entry) goToSection(entry.section);
  };

  return (
    <Box ref={wrapperRef} position="relative" onBlur={() => closeSoon()} onKeyDown={onEscape}>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant="ghost"
        size={{ md: 'sm', lg: 'md' }}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {t('layout.nav.portfolio')}
        <ChevronDown aria-hidden />
      </Button>
      <Box
        as="ul"
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        position="absolute"
        top="calc(100% + 0.25rem)"
        left="0"
        zIndex="dropdown"
        minW="xs"
        py="1"
        bg="bg"
        borderWidth="1px"
        rounded="md"
        shadow="lg"
        listStyleType="none"
      >
        {/* Its entries exist while it is open: a page would otherwise hydrate a dozen styled buttons
            nobody sees before the visitor can use it (the same holds for the phone menu). */}
        {open && PORTFOLIO_ENTRIES.map((entry, index) => (
          <li key={entry.key} role="none">
            {'path' in entry ? (
              <Button asChild {...itemStyle}>
                <RouterLink
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  to={entry.path}
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => choose(entry)}
                >
                  {t(`layout.portfolio.${entry.key}`)}
                </RouterLink>
              </Button>
            ) : (
              <Button
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                {...itemStyle}
                role="menuitem"
                tabIndex={-1}
                onClick={() => choose(entry)}
              >
                {t(`layout.portfolio.${entry.key}`)}
              </Button>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
