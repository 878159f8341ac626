import { Button, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';

type SectionId = 'about' | 'services' | 'contact';

/** The sticky header would cover a section's top; measure it instead of guessing its height. */
function headerOffset(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/** Smooth (unless the visitor asked for less motion) scroll to a section, then focus moves there too. */
export function scrollToSection(target: HTMLElement): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - headerOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

interface SectionLinkButtonProps extends Omit<ButtonProps, 'asChild' | 'onClick'> {
  section: SectionId;
  children: ReactNode;
}

/** A link to a section of the home page that looks like a button. Without JavaScript it is a plain anchor. */
export function SectionLinkButton({ section, children, ...buttonProps }: SectionLinkButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(section);
    if (!target) return;
    event.preventDefault();
    scrollToSection(target);
  };
  return (
    <Button asChild {...buttonProps}>
      <a href={`#${section}`} onClick={onClick}>
        {children}
      </a>
    </Button>
  );
}
