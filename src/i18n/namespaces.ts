import type { Locale } from '../forms/core/definition';

type Strings = Record<string, unknown>;

/*
 * Translations are split per language and per owner folder, and each piece is its own chunk, fetched
 * only when a page that needs it is shown (i18next namespaces behind a lazy backend, ./client.ts).
 * The shared strings (./locales) are the default namespace `translation`; every other file is a
 * namespace named after its folder and file part, and its strings sit under the folder's name, so the
 * keys stay what the code has always used: src/features/home/locales/pt.leads.json is namespace
 * `features/home.leads`, and `t('home.newsletter.title')` finds it through `fallbackNS`.
 */
const sharedFiles = import.meta.glob<Strings>('./locales/*.json', { import: 'default' });
const ownerFiles = import.meta.glob<Strings>(['/src/features/*/locales/*.json', '/src/components/*/locales/*.json'], {
  import: 'default',
});

export const SHARED_NS = 'translation';

interface OwnerFile {
  path: string;
  ns: string;
  owner: string;
  locale: string;
}

/** '/src/features/home/locales/pt.leads.json' → namespace 'features/home.leads', owner 'home', locale 'pt'. */
export function describeLocaleFile(path: string): OwnerFile {
  const [, , base, owner, , file] = path.split('/');
  const [locale, ...part] = file.replace(/\.json$/, '').split('.');
  return { path, ns: [`${base}/${owner}`, ...part].join('.'), owner, locale };
}

const files = Object.keys(ownerFiles).map(describeLocaleFile);

/** Every owner namespace: i18next looks a key up in the shared strings first, then in these. */
export const OWNER_NAMESPACES: string[] = [...new Set(files.map((f) => f.ns))];

/** Namespaces every public page shows: the shared strings, the header/footer and the error pages. */
export const LAYOUT_NAMESPACES = [SHARED_NS, 'features/layout', 'features/errors'];

/** The source file of a namespace in a language (for the build's preload links), if there is one. */
export function namespaceFile(locale: string, ns: string): string | undefined {
  if (ns === SHARED_NS) return `src/i18n/locales/${locale}.json`;
  return files.find((f) => f.ns === ns && f.locale === locale)?.path.slice(1);
}

/** The strings of one namespace in one language, for i18next-resources-to-backend. */
export async function loadNamespace(locale: Locale | string, ns: string): Promise<Strings> {
  if (ns === SHARED_NS) return (await sharedFiles[`./locales/${locale}.json`]?.()) ?? {};
  const file = files.find((f) => f.ns === ns && f.locale === locale);
  return file ? { [file.owner]: await ownerFiles[file.path]() } : {};
}
