import type { FormDefinition } from '../../src/forms/core/registry';
import { pointerOf } from './json-source';
import { widgetsFor, REGISTERED_WIDGETS } from './known-widgets';
import { closest, listOf, type Finding } from './problem';
import { questionLabel } from './question-label';

/**
 * ui.json against schema.json: sections name only questions that exist, every question is placed
 * exactly once, ids are unique, per-question keys name questions, and each widget is one RJSF can draw
 * for that question's type. Runs only on a ui.json that passed its meta-schema, so shapes are known.
 */
export function checkLayout(def: FormDefinition): Finding[] {
  const findings: Finding[] = [];
  const names = Object.keys(def.fields);
  const notAQuestion = (pointer: string, name: string): Finding => {
    const guess = closest(name, names);
    return {
      pointer,
      pt: `"${name}" não é uma pergunta de schema.json: ${guess ? `troque por "${guess}"` : 'corrija o nome ou apague'}.`,
      en: `"${name}" is not a question in schema.json: ${guess ? `change it to "${guess}"` : 'fix the name or remove it'}.`,
    };
  };

  const sections = def.ui['ui:sections'];
  if (sections) {
    const ids = new Map<string, string>();
    const placed = new Map<string, string>();
    const place = (fields: string[] | undefined, at: string, sectionId: string) =>
      (fields ?? []).forEach((name, i) => {
        const pointer = at + pointerOf('fields', i);
        if (!def.fields[name]) findings.push(notAQuestion(pointer, name));
        else if (placed.has(name)) {
          findings.push({
            pointer,
            pt: `"${questionLabel(def, name)}" já está na seção "${placed.get(name)}": deixe a pergunta em um lugar só, apagando "${name}" daqui.`,
            en: `"${questionLabel(def, name)}" is already in section "${placed.get(name)}": keep the question in one place only, removing "${name}" here.`,
          });
        } else placed.set(name, sectionId);
      });
    const claimId = (id: string, at: string) => {
      if (ids.has(id)) {
        findings.push({
          pointer: at + pointerOf('id'),
          pt: `O id "${id}" já é usado por outra seção ou grupo: escolha outro.`,
          en: `The id "${id}" is already used by another section or group: choose another.`,
        });
      }
      ids.set(id, at);
    };
    sections.forEach((section, s) => {
      const at = pointerOf('ui:sections', s);
      claimId(section.id, at);
      place(section.fields, at, section.id);
      section.groups?.forEach((group, g) => {
        claimId(group.id, at + pointerOf('groups', g));
        place(group.fields, at + pointerOf('groups', g), group.id);
      });
    });
    for (const name of names) {
      if (placed.has(name)) continue;
      findings.push({
        pointer: pointerOf('ui:sections'),
        pt: `A pergunta "${questionLabel(def, name)}" não está em nenhuma seção: acrescente "${name}" em "fields" da seção onde ela deve aparecer.`,
        en: `The question "${questionLabel(def, name)}" is in no section: add "${name}" to the "fields" of the section where it belongs.`,
      });
    }
  }

  for (const [key, entry] of Object.entries(def.ui)) {
    if (key.startsWith('ui:') || key === '$schema') continue;
    const field = def.fields[key];
    if (!field) {
      findings.push(notAQuestion(pointerOf(key), key));
      continue;
    }
    const widget = (entry as Record<string, unknown>)['ui:widget'];
    if (typeof widget !== 'string') continue;
    const allowed = widgetsFor(field.type);
    if (allowed.includes(widget) || (REGISTERED_WIDGETS as readonly string[]).includes(widget)) continue;
    const guess = closest(widget, allowed);
    const kind = field.type === 'array' ? ['de várias escolhas', 'multiple-choice question'] : ['deste tipo', 'question of this type'];
    findings.push({
      pointer: pointerOf(key, 'ui:widget'),
      pt: `O widget "${widget}" não existe para uma pergunta ${kind[0]}: ${guess ? `troque por "${guess}"` : `use ${listOf(allowed, 'pt')}`}.`,
      en: `There is no widget "${widget}" for a ${kind[1]}: ${guess ? `change it to "${guess}"` : `use ${listOf(allowed, 'en')}`}.`,
    });
  }
  return findings;
}
