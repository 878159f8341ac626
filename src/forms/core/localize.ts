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
  if (t.error && field.errorMessage !== undefined) field.errorMessage = t.error;
  const node = field.type === 'array' && field.items ? field.items : field;
  for (const alt of node.oneOf ?? node.anyOf ?? []) {
    const label = t.options?.[String(alt.const)];
    if (label) alt.title = label;
  }
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

function localizeSection(section: Section, tr: FormTranslation): Section {
  const t = tr.sections?.[section.id];
  if (!t) return section;
  if (typeof t === 'string') return { ...section, title: t };
  return { ...section, title: t.title ?? section.title, description: t.description ?? section.description };
}

export function localizeTexts(texts: FormTexts, tr: FormTranslation | undefined): FormTexts {
  return { ...texts, ...(tr?.texts ?? {}) } as FormTexts;
}
