import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_INTERESTS, type NewsletterInterest } from '../../config/newsletter-options';
import { interestState, toggleInterest } from './newsletter-interests';

/** A native checkbox with its text as label: the browser's own keyboard and screen-reader behaviour. */
const OptionLabel = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2.5',
    py: '1.5',
    cursor: 'pointer',
    _disabled: { cursor: 'not-allowed', color: 'fg.muted' },
    '& input': {
      mt: '0.5',
      width: '1.1rem',
      height: '1.1rem',
      flexShrink: 0,
      accentColor: 'var(--chakra-colors-purple-600)',
      cursor: 'inherit',
    },
    '& input:focus-visible': { outline: '2px solid var(--chakra-colors-purple-600)', outlineOffset: '2px' },
  },
});

interface NewsletterInterestsFieldProps {
  value: NewsletterInterest[];
  onChange: (value: NewsletterInterest[]) => void;
}

/** The seven interests as checkboxes, with the spec's 'todos' rule (see newsletter-interests.ts). */
export function NewsletterInterestsField({ value, onChange }: NewsletterInterestsFieldProps) {
  const { t } = useTranslation();
  return (
    <chakra.fieldset aria-describedby="newsletter-interests-hint" minW="0">
      <chakra.legend fontWeight="medium" mb="1">
        {t('home.newsletter.interestsLegend')}
      </chakra.legend>
      <Text id="newsletter-interests-hint" fontSize="sm" color="fg.muted" mb="2">
        {t('home.newsletter.interestsHint')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} columnGap="6">
        {NEWSLETTER_INTERESTS.map((interest) => {
          const { checked, disabled } = interestState(value, interest);
          const id = `newsletter-interest-${interest}`;
          return (
            <OptionLabel key={interest} htmlFor={id} data-disabled={disabled || undefined}>
              <input
                type="checkbox"
                id={id}
                name="service_interests"
                value={interest}
                checked={checked}
                disabled={disabled}
                onChange={(e) => onChange(toggleInterest(value, interest, e.target.checked))}
              />
              <span>{t(`home.newsletter.interests.${interest}`)}</span>
            </OptionLabel>
          );
        })}
      </SimpleGrid>
    </chakra.fieldset>
  );
}
