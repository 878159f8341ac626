import { describe, expect, it } from 'vitest';
import { NEWSLETTER_COLLECTION, PIPELINE_FIELDS, STAGES } from '../../src/domain/lead';
import { BOT_TRAP } from '../../src/forms/core/record';
import type { FormRegistry } from '../../src/forms/core/registry';
import { readRegistry } from './read-forms';
import { generateRules, RULES_BUDGET, RULES_LIMIT, rulesCost, validatorName } from './rules-generator';

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

  // One fence for the bot trap (record.ts BOT_TRAP): the newsletter signup's is each form's, condition for condition.
  it('fences the newsletter signup’s bot trap with the very conditions of every form’s', () => {
    const rules = generateRules(registry);
    const body = (fn: string) => {
      const start = rules.indexOf(`function ${fn}(d) {`);
      expect(start, fn).toBeGreaterThan(-1);
      return rules.slice(start, rules.indexOf('\n    }', start));
    };
    const trapLines = (fn: string) =>
      body(fn)
        .split('\n')
        .map((line) => line.trim().replace(/^(return |&& )/, '').replace(/;$/, ''))
        .filter((line) => line.includes(`'${BOT_TRAP.honeypot}'`) || line.includes(`'${BOT_TRAP.fillMs}'`));
    const newsletter = trapLines('isValidNewsletterSignup');
    expect(newsletter).toHaveLength(3); // the two keys allowed, the honeypot's fence, the fill time's
    expect(newsletter[0]).toContain(`'createdAt', '${BOT_TRAP.honeypot}', '${BOT_TRAP.fillMs}'])`);
    for (const def of registry.forms.filter((d) => !d.form.archived)) {
      const form = rules.includes(`function ${validatorName(def.id)}Part1(d)`) ? `${validatorName(def.id)}Part1` : validatorName(def.id);
      expect(trapLines(form).slice(1), def.id).toEqual(newsletter.slice(1));
    }
    expect(rules).toContain(`match /${NEWSLETTER_COLLECTION}/{signupId} {`);
  });

  // An archived form (form.json "archived") leaves the site: no visitor creates one of its leads, staff still read them.
  it('refuses every create on an archived form’s collection, and keeps its leads readable by staff', () => {
    const def = registry.forms.find((f) => f.id === 'contato')!;
    const archived = { ...def, form: { ...def.form, archived: true } };
    const rules = generateRules({ forms: [archived], byRoute: () => undefined, byCollection: () => archived });
    const match = rules.slice(rules.indexOf('match /contact_messages/{docId} {'));
    expect(match).toMatch(/^match \/contact_messages\/\{docId\} \{\n\s+allow create: if false;\n\s+allow read: if isStaff\(\);\n\s+allow update, delete: if false;\n\s+\}/);
    // Nothing calls a validation function any more: the rules compiler would warn about an unused one.
    expect(rules).not.toContain('function isValidContato(');
    expect(rules).not.toContain('isValidContato(request.resource.data)');
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
