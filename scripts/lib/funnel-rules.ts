import {
  FUNNEL_CAPS,
  FUNNEL_DAILY,
  FUNNEL_EVENTS,
  FUNNEL_FOLDS,
  FUNNEL_GAP_SECONDS,
  STEP_ID_PATTERN,
  VISIT_ID_PATTERN,
} from '../../src/domain/funnel';
import type { FormDefinition } from '../../src/forms/core/registry';

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const quoteAll = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;

/**
 * The rules of the briefing funnel (src/domain/funnel.ts): visitors create event documents of a
 * fixed shape, naming only known forms and each form's own questions, through the rate gate; staff
 * read them and the daily totals; nobody changes or deletes anything from the browser (the scheduled
 * fold does, with the admin SDK). Rules cannot loop over a list, so each event slot up to the cap is
 * checked by its index; the cap keeps a full document of failed sends of the last-listed form within
 * the 1,000 expressions Firestore evaluates per request (tests/rules/funnel-rules.test.ts sends it).
 */
export function funnelRules(forms: FormDefinition[]): string {
  const ids = forms.map((def) => def.id);
  // A chain of comparisons, not a map: Firestore counts every entry of a map literal it builds against
  // the request's 1,000 expressions, while a list literal costs about one.
  const fieldsOf = forms.reduceRight((otherwise, def) => `form == ${quote(def.id)} ? ${quoteAll(Object.keys(def.fields))}\n    : ${otherwise}`, '[]');
  const slots = Array.from({ length: FUNNEL_CAPS.events - 1 }, (_, i) => `    && (l.size() < ${i + 2} || isFunnelEvent(l[${i + 1}], fields))`);
  return [
    '// The funnel of the briefings: page viewed, form started, step reached, failed send (which questions),',
    '// sent. A visit is a random id of the tab; no answer, no e-mail, no account id is stored. Each',
    "// form's question names (nothing else may be named as a field left invalid):",
    'function funnelFieldsOf(form) {',
    `  return ${fieldsOf};`,
    '}',
    'function isFunnelEvent(e, fields) {',
    `  return e.ms is int && e.ms >= 0 && e.ms <= ${FUNNEL_CAPS.ms}`,
    "    && ((e.kind in ['view', 'start', 'submit'] && e.keys().hasOnly(['kind', 'ms']))",
    `      || (e.kind == 'step' && e.keys().hasOnly(['kind', 'step', 'ms']) && e.step is string && e.step.matches(${quote(STEP_ID_PATTERN)}))`,
    "      || (e.kind == 'invalid' && e.keys().hasOnly(['kind', 'fields', 'ms']) && e.fields is list",
    `        && e.fields.size() >= 1 && e.fields.size() <= ${FUNNEL_CAPS.fields} && e.fields.hasOnly(fields)));`,
    '}',
    'function isFunnelEvents(l, fields) {',
    `  return l is list && l.size() >= 1 && l.size() <= ${FUNNEL_CAPS.events}`,
    '    && isFunnelEvent(l[0], fields)',
    ...slots.slice(0, -1),
    `${slots[slots.length - 1]};`,
    '}',
    'function isFunnelDoc(d) {',
    "  return d.keys().hasOnly(['form', 'visit', 'events', 'at'])",
    "    && d.keys().hasAll(['form', 'visit', 'events', 'at'])",
    `    && d.form in ${quoteAll(ids)}`,
    `    && d.visit is string && d.visit.matches(${quote(VISIT_ID_PATTERN)})`,
    '    && d.at == request.time',
    // The form's question names are looked up once per document, not once per event.
    '    && isFunnelEvents(d.events, funnelFieldsOf(d.form));',
    '}',
    `// Create-only, through the rate gate (its gap for this collection is ${FUNNEL_GAP_SECONDS} s: the recorder sends a batch`,
    '// every few seconds and when the page is hidden).',
    `match /${FUNNEL_EVENTS}/{eventId} {`,
    `  allow create: if isFunnelDoc(request.resource.data) && passesGate('${FUNNEL_EVENTS}');`,
    '  allow read: if isStaff();',
    '  allow update, delete: if false;',
    '}',
    '// The daily totals and the record of which days are folded: written by the scheduled fold alone.',
    `match /${FUNNEL_DAILY}/{dayId} {`,
    '  allow read: if isStaff();',
    '  allow write: if false;',
    '}',
    `match /${FUNNEL_FOLDS}/{day} {`,
    '  allow read: if isStaff();',
    '  allow write: if false;',
    '}',
  ].join('\n');
}
