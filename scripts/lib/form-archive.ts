import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Json, parseDocument, serialiseDocument } from '../../src/features/admin/form-editor/form-editor-json';
import { EMBEDDED_FORMS, LINKED_FORMS, LINKED_SERVICES } from '../../src/forms/briefing-links';
import { type SiteLink, type SiteLinks, siteLinksTo } from './check-reach';
import { readPublishedHistories } from './published-versions';

/*
 * "Arquivar formulário" and "Excluir rascunho" in the visual editor (issue 38): archiving sets form.json
 * `archived` (the form leaves the site, its leads and versions stay readable, and it can be restored);
 * a draft never published can be deleted outright, folder and generated files. The dev server's plugin
 * (form-editor-plugin.ts) runs these behind its save queue, and answers with what they return.
 */

/** The briefings the site's code opens (src/forms/briefing-links.ts), as forms:check reads them. */
export const SITE_LINKS: SiteLinks = { services: LINKED_SERVICES, forms: LINKED_FORMS, embedded: EMBEDDED_FORMS };

/** Why the form was not archived, restored or deleted; the editor says each in the staff member's language. */
export type ArchiveRefusal = 'linked' | 'published' | 'unreadable';

export interface Refused {
  ok: false;
  reason: ArchiveRefusal;
  error: string;
  /** With `linked`: how the site's code opens the form. */
  links?: SiteLink[];
}

/**
 * form.json's text with `archived: true` set (just after `$schema`, where a person opening the file sees it
 * first) or removed, the rest of the file byte for byte as it was (form-editor-json.ts, as every save writes).
 */
export function withArchived(text: string, archived: boolean): string {
  const doc = parseDocument(text);
  const form = doc.value as { [key: string]: Json };
  const rest = Object.entries(form).filter(([key]) => key !== 'archived');
  if (!archived) return serialiseDocument({ ...doc, value: Object.fromEntries(rest) });
  const at = rest.findIndex(([key]) => key === '$schema') + 1;
  return serialiseDocument({ ...doc, value: Object.fromEntries([...rest.slice(0, at), ['archived', true], ...rest.slice(at)]) });
}

/** form.json as an object, or undefined when it is not JSON (the editor rewrites no file it cannot read). */
function readForm(root: string, id: string): { service?: string } | undefined {
  try {
    const value = JSON.parse(readFileSync(join(root, 'schemas', id, 'form.json'), 'utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as { service?: string }) : undefined;
  } catch {
    return undefined;
  }
}

/** The site's code opens this form: taking it off the site would leave a button, a link or a page leading nowhere. */
function linked(id: string, form: { service?: string }, links: SiteLinks): Refused | undefined {
  const found = siteLinksTo(id, form, links);
  if (!found.length) return undefined;
  return { ok: false, reason: 'linked', error: `The site's code opens form "${id}" (src/forms/briefing-links.ts): take it out of the code first.`, links: found };
}

/** Why the form may not be archived, or restored (only a form.json that is not JSON stops that), or undefined. */
export function archiveRefusal(root: string, id: string, archived: boolean, links: SiteLinks = SITE_LINKS): Refused | undefined {
  const form = readForm(root, id);
  if (!form) return { ok: false, reason: 'unreadable', error: `schemas/${id}/form.json is not JSON: fix it first.` };
  return archived ? linked(id, form, links) : undefined;
}

/**
 * Whether the form was ever published: its version record is in the last commit (forms:check's own
 * reading: outside a checkout of its own the records on disk stand in, which count every saved form),
 * or its folder is.
 */
export function everPublished(root: string, id: string): boolean {
  if (readPublishedHistories(root)[id]) return true;
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    if (realpathSync(git('rev-parse', '--show-toplevel').trim()) !== realpathSync(root)) return false;
    return git('ls-tree', '--name-only', 'HEAD', '--', `schemas/${id}`).trim() !== '';
  } catch {
    // No git, or no commit yet: the records above are all there is.
    return false;
  }
}

/** Why the draft may not be deleted, or undefined: a published form is archived instead, and a linked one stays. */
export function deleteRefusal(root: string, id: string, links: SiteLinks = SITE_LINKS): Refused | undefined {
  if (everPublished(root, id)) {
    return { ok: false, reason: 'published', error: `Form "${id}" was published: its leads and versions must stay readable. Archive it instead.` };
  }
  // A draft whose form.json is broken may still go: only the links by its id can be read then.
  return linked(id, readForm(root, id) ?? {}, links);
}

/** Every file under a folder, absolute: what the dev server's watcher reports as the folder goes. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Deletes the form's folder; forms:generate then removes its generated files (form-build.ts). */
export function deleteFolder(root: string, id: string): string[] {
  const dir = join(root, 'schemas', id);
  const files = filesUnder(dir);
  rmSync(dir, { recursive: true, force: true });
  return files;
}
