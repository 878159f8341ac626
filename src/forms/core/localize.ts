import type { FieldSchema, FormSchema, FormTexts, FormTranslation, Section, UiSchema } from './definition';
import { forEachProperty } from './schema-fields';

/**
 * Overlays one translation on the Portuguese source of a form. Missing keys keep the
 * Portuguese text, so a half-translated form still reads, never shows a key.
 */
export function localizeSchema(schema: FormSchema, tr: FormTranslation | undefined): FormSchema {
  if (!tr?.fields) return schema;
  const copy = structuredClone(schema);
  forEachProperty(copy, (prop, name) => translateField(prop, tr.fields?.[name]));
  return copy;
}

function translateField(field: FieldSchema, t: NonNullable<FormTranslation['fields']>[string] | undefined): void {
  if (!t) return;
  if (t.title && field.title !== undefined) field.title = t.title;
  if (t.description && field.description !== undefined) field.description = t.description;
  if (t.error && field.errorMessage !== undefined) field.errorMessage = translatedMessage(field.errorMessage, t.error);
  const node = field.type === 'array' && field.items ? field.items : field;
  for (const alt of node.oneOf ?? node.anyOf ?? []) {
    const label = t.options?.[String(alt.const)];
    if (label) alt.title = label;
  }
}

/**
 * A one-line translation replaces the whole message; a keyed one replaces its keys, and the keys it
 * lacks keep the Portuguese (forms:check lists them).
 */
function translatedMessage(source: string | Record<string, unknown>, error: string | Record<string, string>): string | Record<string, unknown> {
  if (typeof error === 'string') return error;
  return { ...(typeof source === 'string' ? { _: source } : source), ...error };
}

export function localizeUi(ui: UiSchema, tr: FormTranslation | undefined): UiSchema {
  if (!tr) return ui;
  const copy: UiSchema = { ...ui };
  for (const [name, t] of Object.entries(tr.fields ?? {})) {
    const entry = ui[name] as Record<string, unknown> | undefined;
    if (!entry) continue;
    copy[name] = {
      ...entry,
      ...(t.placeholder && entry['ui:placeholder'] !== undefined ? { 'ui:placeholder': t.placeholder } : {}),
      ...(t.help && entry['ui:help'] !== undefined ? { 'ui:help': t.help } : {}),
    };
  }
  copy['ui:sections'] = ui['ui:sections']?.map((section) => localizeSection(section, tr));
  return copy;
}

/** Sections and their groups are translated by id (`sections.<id>`: a title, or {title, description}). */
function localizeHeading<T extends { id: string; title: string; description?: string }>(item: T, tr: FormTranslation): T {
  const t = tr.sections?.[item.id];
  if (!t) return item;
  if (typeof t === 'string') return { ...item, title: t };
  return { ...item, title: t.title ?? item.title, description: t.description ?? item.description };
}

function localizeSection(section: Section, tr: FormTranslation): Section {
  const localized = localizeHeading(section, tr);
  return section.groups ? { ...localized, groups: section.groups.map((g) => localizeHeading(g, tr)) } : localized;
}

export function localizeTexts(texts: FormTexts, tr: FormTranslation | undefined): FormTexts {
  return { ...texts, ...(tr?.texts ?? {}) } as FormTexts;
}
