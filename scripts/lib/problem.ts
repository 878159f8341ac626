/**
 * One thing wrong in a form folder, said the way the person who edits forms needs it: the file to open,
 * the line and column, the JSON pointer of the value, and one sentence saying what to do, in
 * Portuguese (the editors' language) and English (`forms:check --lang en`).
 */
export interface Problem {
  /** Relative to the repository root, e.g. `schemas/contato/ui.json`. */
  file: string;
  line?: number;
  column?: number;
  /** RFC 6901 pointer into the file; '' is the whole file. */
  pointer: string;
  pt: string;
  en: string;
}

export type Lang = 'pt' | 'en';

/** What a check says before the place is known: the runner adds file positions from the parsed source. */
export type Finding = Omit<Problem, 'file' | 'line' | 'column'>;

/** `schemas/x/ui.json:12:7  /ui:sections/0/fields  Sentence.` — the shape editors and terminals link to. */
export function formatProblem(p: Problem, lang: Lang = 'pt'): string {
  const place = p.line ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file;
  return `${place}  ${p.pointer || '/'}  ${p[lang]}`;
}

/** A short list for a sentence: `"a", "b" ou "c"`. */
export function listOf(values: readonly unknown[], lang: Lang): string {
  const quoted = values.map((v) => JSON.stringify(v));
  if (quoted.length < 2) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${lang === 'pt' ? 'ou' : 'or'} ${quoted[quoted.length - 1]}`;
}

/** The closest of some names to a mistyped one, when it is close enough to be a typo. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 4)) ? best : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
