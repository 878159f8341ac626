import { describe, expect, it } from 'vitest';
import { PIPELINE_FIELDS, STAGES } from '../../src/domain/lead';
import type { FormRegistry } from '../../src/forms/core/registry';
import { readRegistry } from './read-forms';
import { generateRules, RULES_BUDGET, RULES_LIMIT, rulesCost } from './rules-generator';

const registry = readRegistry();

/** A registry holding one form, so the snapshot changes only when that form or the generator does. */
function only(id: string): FormRegistry {
  const def = registry.forms.find((f) => f.id === id)!;
  return { forms: [def], byRoute: () => undefined, byCollection: (c) => (c === def.form.collection ? def : undefined) };
}

describe('the rules generator', () => {
  // A reviewer reads a change to the generator as a change to this file, before it reaches Firestore.
  it('writes the rules of the contact form as recorded', async () => {
    const rules = generateRules(only('contato'));
    expect(rules).toContain('match /contact_messages/{docId} {');
    expect(rules).toContain("allow create: if isValidContato(request.resource.data) && passesGate('contact_messages');");
    await expect(rules).toMatchFileSnapshot('./__snapshots__/rules-generator.contato.rules');
  });

  // The pipeline's names live in one place (src/domain/lead.ts); the rules follow them.
  it('lets staff write exactly the pipeline fields and stages of the core, and counts membership by its document', () => {
    const rules = generateRules(only('contato'));
    expect(rules).toContain(`affectedKeys().hasOnly([${PIPELINE_FIELDS.map((f) => `'${f}'`).join(', ')}])`);
    expect(rules).toContain(`after.stage in [${STAGES.map((s) => `'${s}'`).join(', ')}]`);
    expect(rules).toMatch(/function isStaff\(\) \{\n\s+return request\.auth != null && request\.auth\.token\.staff == true\n\s+&& exists\(\/databases\/\$\(database\)\/documents\/staff\/\$\(request\.auth\.uid\)\);/);
  });

  it('is deterministic', () => {
    expect(generateRules(only('contato'))).toBe(generateRules(only('contato')));
  });

  // Firestore refuses a request past 1,000 evaluated expressions; the budget leaves room for the estimate.
  it('keeps every registered form within the rules budget', () => {
    expect(RULES_BUDGET).toBeLessThan(RULES_LIMIT);
    expect(registry.forms.length).toBeGreaterThan(1);
    for (const def of registry.forms) {
      const cost = rulesCost(def);
      expect(cost, def.id).toBeGreaterThan(0);
      expect(cost, def.id).toBeLessThanOrEqual(RULES_BUDGET);
    }
  });
});
