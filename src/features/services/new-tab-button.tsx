import { Button, type ButtonProps, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface NewTabButtonProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  href: string;
  children: ReactNode;
}

/** A link styled as a button that opens another site (WhatsApp) in a new tab, and says so to screen readers. */
export function NewTabButton({ href, children, ...buttonProps }: NewTabButtonProps) {
  const { t } = useTranslation();
  return (
    <Button asChild {...buttonProps}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden>{t('services.landing.newTab')}</VisuallyHidden>
      </a>
    </Button>
  );
}
