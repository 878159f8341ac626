import { Button, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { type SectionId, showSection, smoothOrInstant } from '../../components/ui/section-scroll';

interface SectionLinkButtonProps extends Omit<ButtonProps, 'asChild' | 'onClick'> {
  section: SectionId;
  children: ReactNode;
}

/**
 * A link to a section of the home page that looks like a button. Without JavaScript it is a plain
 * anchor. With it, the section lands below the sticky header, takes the focus (keyboard and
 * screen-reader users continue from there), and stays in view while the services above it load.
 */
export function SectionLinkButton({ section, children, ...buttonProps }: SectionLinkButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(section);
    if (!target) return;
    event.preventDefault();
    showSection(target, smoothOrInstant(), true);
  };
  return (
    <Button asChild {...buttonProps}>
      <a href={`#${section}`} onClick={onClick}>
        {children}
      </a>
    </Button>
  );
}
