import { sectionFields } from '../../src/forms/core/definition';
import type { FormDefinition } from '../../src/forms/core/registry';
import { pointerOf } from './json-source';
import { closest, type Finding } from './problem';

/**
 * form.json's `steps` against ui.json's sections: steps need sections; a listed step names sections
 * that exist, in ui.json's order, each in one step only, every section in some step (else it could
 * never show), and step names differ (they go in the page address).
 */
export function checkSteps(def: FormDefinition): Finding[] {
  const setting = def.form.steps;
  if (!setting) return [];
  const sections = def.ui['ui:sections'] ?? [];
  if (sections.length === 0) {
    return [
      {
        pointer: pointerOf('steps'),
        pt: 'Para mostrar o formulário em etapas, o ui.json precisa de "ui:sections": as etapas são feitas das seções. Acrescente as seções ou apague "steps".',
        en: 'To show the form in steps, ui.json needs "ui:sections": steps are made of sections. Add the sections or remove "steps".',
      },
    ];
  }
  if (setting === 'sections') {
    if (sections.filter((s) => sectionFields(s).length > 0).length > 1) return [];
    return [
      {
        pointer: pointerOf('steps'),
        pt: 'Só uma seção do ui.json tem perguntas: não há etapas para mostrar. Apague "steps" (o formulário fica em uma página só).',
        en: 'Only one section of ui.json has questions: there are no steps to show. Remove "steps" (the form stays one page).',
      },
    ];
  }

  const findings: Finding[] = [];
  const ids = sections.map((s) => s.id);
  const stepOfSection = new Map<string, string>();
  const stepIds = new Set<string>();
  let lastIndex = -1;
  setting.forEach((step, s) => {
    const at = pointerOf('steps', s);
    if (stepIds.has(step.id)) {
      findings.push({
        pointer: at + pointerOf('id'),
        pt: `O id "${step.id}" já é de outra etapa: escolha outro.`,
        en: `The id "${step.id}" already belongs to another step: choose another.`,
      });
    }
    stepIds.add(step.id);
    step.sections.forEach((id, i) => {
      const pointer = at + pointerOf('sections', i);
      const index = ids.indexOf(id);
      if (index === -1) {
        const guess = closest(id, ids);
        findings.push({
          pointer,
          pt: `"${id}" não é uma seção do ui.json: ${guess ? `troque por "${guess}"` : 'corrija o nome ou apague'}.`,
          en: `"${id}" is not a section of ui.json: ${guess ? `change it to "${guess}"` : 'fix the name or remove it'}.`,
        });
      } else if (stepOfSection.has(id)) {
        findings.push({
          pointer,
          pt: `A seção "${id}" já está na etapa "${stepOfSection.get(id)}": deixe cada seção em uma etapa só.`,
          en: `Section "${id}" is already in step "${stepOfSection.get(id)}": keep each section in one step only.`,
        });
      } else {
        if (index < lastIndex) {
          findings.push({
            pointer,
            pt: `A seção "${id}" vem antes de "${ids[lastIndex]}" no ui.json: ponha as seções das etapas na ordem do ui.json.`,
            en: `Section "${id}" comes before "${ids[lastIndex]}" in ui.json: list the steps' sections in ui.json's order.`,
          });
        }
        lastIndex = Math.max(lastIndex, index);
        stepOfSection.set(id, step.id);
      }
    });
  });
  for (const section of sections) {
    if (stepOfSection.has(section.id)) continue;
    findings.push({
      pointer: pointerOf('steps'),
      pt: `A seção "${section.id}" do ui.json não está em nenhuma etapa: ela nunca apareceria. Acrescente "${section.id}" em "sections" de uma etapa.`,
      en: `Section "${section.id}" of ui.json is in no step: it would never show. Add "${section.id}" to the "sections" of a step.`,
    });
  }
  return findings;
}
