/** What the page needs of a finding, from the live check (pt and en) or from a save (pt only). */
export interface EditorFinding {
  file: string;
  pointer: string;
  pt: string;
  en?: string;
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The question a finding concerns, so the page can show it beside that question: read from its
 * pointer in the file (`/properties/<name>`, a condition's `then`, ui.json's `/<name>`, the
 * translations' `/fields/<name>`, example.json's `/<name>`), or, for a missing translation (reported
 * at its parent), from the key the sentence names. Undefined for the form as a whole.
 */
export function questionOfFinding(finding: EditorFinding, names: readonly string[]): string | undefined {
  const parts = finding.pointer.split('/').slice(1).map(unescape);
  const file = finding.file.split('/').slice(2).join('/');
  const known = (name: string | undefined) => (name !== undefined && names.includes(name) ? name : undefined);
  if (file === 'schema.json') {
    const at = parts.lastIndexOf('properties');
    const found = at >= 0 ? known(parts[at + 1]) : undefined;
    if (found) return found;
  }
  if (file === 'ui.json' || file === 'example.json' || file === 'spec-messages.json') {
    const found = known(parts[0]);
    if (found) return found;
  }
  if (file.startsWith('i18n/') && parts[0] === 'fields' && known(parts[1])) return parts[1];
  const text = `${finding.pt} ${finding.en ?? ''}`;
  return [...names].sort((a, b) => b.length - a.length).find((name) => text.includes(`"fields"."${name}"`) || text.includes(`"${name}"`));
}
