import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderFiles } from './check-forms';
import { SCHEMAS_DIR } from './read-forms';

const FILES = ['form.json', 'schema.json', 'ui.json', 'example.json', 'i18n/es.json', 'i18n/en.json', 'spec-messages.json'];

/**
 * Every form folder's files as text, unparsed: forms:check reads them itself so a broken file becomes a
 * problem at its line, and the other folders are still checked. Any folder under schemas/ is a form.
 */
export function readFormFiles(dir = SCHEMAS_DIR): FolderFiles[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const files: Record<string, string | undefined> = {};
      for (const name of FILES) {
        const path = join(dir, entry.name, name);
        files[name] = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      }
      return { id: entry.name, files };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
