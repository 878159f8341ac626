import {
  FUNNEL_CAPS,
  FUNNEL_DAILY,
  FUNNEL_EVENTS,
  FUNNEL_FOLDS,
  FUNNEL_GAP_SECONDS,
  STEP_ID_PATTERN,
  VISIT_ID_PATTERN,
} from '../../src/domain/funnel';
import { FUNNEL_SEND } from '../../src/forms/core/record';
import { CHANNELS } from '../../src/domain/lead-source';
import type { FormDefinition } from '../../src/forms/core/registry';

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const quoteAll = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;

/**
 * The values of the briefing funnel's rules (src/domain/funnel.ts), by placeholder of the rules
 * template (firestore-template.rules, whose funnel section says what the rules check and why).
 */
export function funnelValues(forms: FormDefinition[]): Record<string, string | number> {
  // A chain of comparisons, not a map: Firestore counts every entry of a map literal it builds against
  // the request's 1,000 expressions, while a list literal costs about one.
  const fieldsOf = forms.reduceRight((otherwise, def) => `form == ${quote(def.id)} ? ${quoteAll(Object.keys(def.fields))}\n  : ${otherwise}`, '[]');
  // Slot 0 is checked in the template; rules cannot loop, so every further slot up to the cap is written out.
  const slots = Array.from({ length: FUNNEL_CAPS.events - 1 }, (_, i) => `&& (l.size() < ${i + 2} || isFunnelEvent(l[${i + 1}], fields))`);
  return {
    funnelFieldsOf: fieldsOf,
    funnelForms: quoteAll(forms.map((def) => def.id)),
    funnelChannels: quoteAll(CHANNELS),
    funnelEventSlots: slots.join('\n'),
    FUNNEL_EVENTS,
    FUNNEL_DAILY,
    FUNNEL_FOLDS,
    FUNNEL_GAP_SECONDS,
    'FUNNEL_CAPS.events': FUNNEL_CAPS.events,
    'FUNNEL_CAPS.fields': FUNNEL_CAPS.fields,
    'FUNNEL_CAPS.ms': FUNNEL_CAPS.ms,
    'FUNNEL_SEND.visit': FUNNEL_SEND.visit,
    'FUNNEL_SEND.ms': FUNNEL_SEND.ms,
    STEP_ID_PATTERN: quote(STEP_ID_PATTERN),
    VISIT_ID_PATTERN: quote(VISIT_ID_PATTERN),
  };
}
