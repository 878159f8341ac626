/** The files a form folder may hold, by name inside it (what forms:check reads): the preview's editors. */
export const FOLDER_FILE_NAMES = ['form.json', 'schema.json', 'ui.json', 'i18n/es.json', 'i18n/en.json', 'example.json', 'spec-messages.json'] as const;
export type FolderFileName = (typeof FOLDER_FILE_NAMES)[number];

/** A form folder's files as the preview edits them: text by name inside the folder ('' = no such file). */
export type FolderTexts = Record<FolderFileName, string>;

export const emptyTexts = (): FolderTexts =>
  Object.fromEntries(FOLDER_FILE_NAMES.map((name) => [name, ''])) as FolderTexts;

/*
 * The registered folders' files as raw text, each its own small chunk fetched only when a person
 * picks that form: the preview shows and checks the very text on disk, `$schema` lines and all.
 */
const rawFiles = import.meta.glob<string>(['/schemas/*/*.json', '/schemas/*/i18n/*.json'], { query: '?raw', import: 'default' });

/** The texts of a registered form folder (schemas/<id>/), as the editors wrote them. */
export async function registeredFolderTexts(id: string): Promise<FolderTexts> {
  const texts = emptyTexts();
  await Promise.all(
    FOLDER_FILE_NAMES.map(async (name) => {
      const load = rawFiles[`/schemas/${id}/${name}`];
      if (load) texts[name] = await load();
    }),
  );
  return texts;
}

/**
 * Which file of a form folder a picked file is, from its path inside the picked folder
 * (`contato/i18n/en.json`) or, when a person picked loose files, its bare name (`en.json` is
 * taken as the English translation). Undefined for anything else in the folder.
 */
export function folderFileName(path: string): FolderFileName | undefined {
  const parts = path.split('/').filter(Boolean);
  const name = parts[parts.length - 1] ?? '';
  const inI18n = parts[parts.length - 2] === 'i18n' || (parts.length === 1 && /^(es|en)\.json$/.test(name));
  const candidate = inI18n ? `i18n/${name}` : name;
  return (FOLDER_FILE_NAMES as readonly string[]).includes(candidate) ? (candidate as FolderFileName) : undefined;
}

/** The folder's name (the form's id) when a whole folder was picked: the first part of every path. */
export function pickedFolderId(paths: string[]): string | undefined {
  const firsts = new Set(paths.map((p) => (p.includes('/') ? p.split('/')[0] : '')));
  const [only] = firsts;
  return firsts.size === 1 && only ? only : undefined;
}

/** Reads the files a person picked (a folder, or loose files) into the editors' texts. */
export async function readPickedFiles(files: Iterable<File>): Promise<{ id?: string; texts: Partial<FolderTexts> }> {
  const texts: Partial<FolderTexts> = {};
  const paths: string[] = [];
  for (const file of files) {
    const path = file.webkitRelativePath || file.name;
    paths.push(path);
    const name = folderFileName(path);
    if (name) texts[name] = await file.text();
  }
  return { id: pickedFolderId(paths), texts };
}
