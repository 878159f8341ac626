import { useTranslation } from 'react-i18next';

/**
 * The `*` after a required question's label. It is hidden from screen readers, which learn it from
 * the control's own aria-required; where no control can carry that (a group of checkboxes: no ARIA
 * role for one takes it), `spoken` adds the word, in the visitor's language, for them alone.
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span className="mf-required" aria-hidden="true">
        *
      </span>
      {spoken && <SpokenRequired />}
    </>
  );
}

function SpokenRequired() {
  const { t } = useTranslation();
  // The space outside the hidden span: a name is computed from the spans' texts trimmed.
  return (
    <>
      {' '}
      <span className="mf-visually-hidden">{t('form.required')}</span>
    </>
  );
}
