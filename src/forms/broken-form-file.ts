import type { Locale } from './core/definition';

/*
 * A form file that is not JSON, on the dev server. There a broken file used to fail its module's load
 * (Vite's JSON transform), and the form's page fell to the router's generic error. The dev server's
 * plugin (scripts/lib/broken-form-file-plugin.ts) serves such a file as this stand-in instead, and the
 * registry turns it into a BrokenFormFileError, which the error page names with its file, line and
 * column. A build never sees the stand-in: the plugin is dev-only, and a broken file fails the build.
 */

/** The one key of a broken file's stand-in module. */
export const BROKEN_FORM_FILE = '__brokenFormFile';

export interface BrokenFormFileInfo {
  /** Relative to the project, e.g. `schemas/contato/schema.json`. */
  file: string;
  line: number;
  column: number;
  /** What was found there and what was expected, in each language (scripts/lib/json-source.ts's words). */
  reason: Record<Locale, string>;
}

/** The broken file a loaded form file stands for, if it is a stand-in. */
export function brokenFormFileIn(value: unknown): BrokenFormFileInfo | undefined {
  if (typeof value !== 'object' || value === null || !(BROKEN_FORM_FILE in value)) return undefined;
  return (value as Record<typeof BROKEN_FORM_FILE, BrokenFormFileInfo>)[BROKEN_FORM_FILE];
}

export class BrokenFormFileError extends Error {
  constructor(readonly brokenFormFile: BrokenFormFileInfo) {
    super(`${brokenFormFile.file}:${brokenFormFile.line}:${brokenFormFile.column} ${brokenFormFile.reason.en}`);
    this.name = 'BrokenFormFileError';
  }
}

/** Throws for the first of a form's loaded files that stands for a broken one. */
export function refuseBrokenFormFiles(values: readonly unknown[]): void {
  for (const value of values) {
    const broken = brokenFormFileIn(value);
    if (broken) throw new BrokenFormFileError(broken);
  }
}

/**
 * The broken file behind an error the router caught. By its shape, not `instanceof`: after a hot update
 * the error may come from another copy of this module.
 */
export function brokenFormFileOf(error: unknown): BrokenFormFileInfo | undefined {
  if (!(error instanceof Error) || error.name !== 'BrokenFormFileError') return undefined;
  return (error as Partial<BrokenFormFileError>).brokenFormFile;
}
