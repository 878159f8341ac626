import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * First stop for keyboard users: jumps past the header to the page. It focuses the target itself,
 * because a '#main' in the URL would be taken for a home section by the layout's hash handling.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <Link
      href={`#${target}`}
      onClick={onClick}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      bg="bg"
      px="4"
      py="2"
      rounded="md"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
