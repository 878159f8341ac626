import { useEffect, useState } from 'react';
import type { Locale } from '../core/definition';
import type { EngineMessages } from '../core/engine-messages';
import type { FormDefinition } from '../core/registry';
import { type LocalizedForm, loadLocalizedForm, readyLocalizedForm } from '../localized-form';

/**
 * The form in the visitor's language. Usually ready at once (the page's loader fetched its validator);
 * after a change of language the form stays in the language it was drawn in for the moment the other
 * language's validator takes to arrive, rather than blinking away. Undefined only before the first one.
 */
export function useLocalizedForm(def: FormDefinition, locale: Locale, messages: EngineMessages): LocalizedForm | undefined {
  const ready = readyLocalizedForm(def, locale, messages);
  // An object, so that a load in the language already drawn in still renders again (the runtime path).
  const [drawnIn, setDrawnIn] = useState<{ locale: Locale }>({ locale });
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadLocalizedForm(def, locale, messages).then(
      () => live && setDrawnIn({ locale }),
      (error: unknown) => console.error('The form could not be prepared.', error),
    );
    return () => {
      live = false;
    };
  }, [ready, def, locale, messages]);
  return ready ?? readyLocalizedForm(def, drawnIn.locale, messages);
}
