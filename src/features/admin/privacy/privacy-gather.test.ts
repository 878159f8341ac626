import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { readRegistry } from '../../../../scripts/lib/read-forms';
import type { SummaryDoc } from '../../../backend/pipeline';
import { newLead } from '../../../domain/lead';
import { toStoredAnswers } from '../../../forms/core/record';

/*
 * What a privacy export gathers of each lead (LGPD access): a partial lead's answers (issue 40) are its
 * "Continuar depois" draft's, as saved, beside a sent lead's decoded by the form's codec. The reads are
 * replaced at their seam (src/backend/privacy-requests.ts), the form's definition by the real folder's.
 */
const registry = readRegistry();
const def = registry.forms.find((f) => f.id === 'conteudo_estrategico')!;
const answers = Object.fromEntries(Object.entries(def.example!).slice(0, 6));
const stored = vi.hoisted(() => new Map<string, Record<string, unknown>>());

vi.mock('../../../backend/privacy-requests', () => ({
  fetchStoredLead: (collection: string, docId: string) => Promise.resolve(stored.get(`${collection}/${docId}`)),
  fetchHistory: () => Promise.resolve([]),
}));
vi.mock('../../../forms/browser-registry', () => ({ formEntries: [{ id: 'conteudo_estrategico' }] }));
vi.mock('../shared/form-with-history', () => ({ loadFormWithHistory: () => Promise.resolve(def) }));

const summary = (collection: string, docId: string): SummaryDoc => ({
  id: `${def.id}__${docId}`,
  ...newLead({ formId: def.id, collection, docId, receivedAt: new Date(), locale: 'pt', spamReason: null, updatedAt: new Date() }, { name: String(answers.nomeCompleto) }),
});

describe('the export of a person with a partial lead and a lead', () => {
  it('holds both leads’ answers and rows: the draft’s as saved, the submission’s decoded', async () => {
    const { gatherLeads } = await import('./privacy-gather');
    stored.set('drafts/draft-abc', { form_id: def.id, answers, consent: true, email: answers.email });
    stored.set(`${def.form.collection}/sent`, toStoredAnswers(def, def.example!));
    const t = ((key: string) => key) as unknown as TFunction;
    const gathered = await gatherLeads([summary('drafts', 'draft-abc'), summary(def.form.collection, 'sent')], 'pt', t, () => def.form.texts.title, () => {});

    expect(gathered[0].answers).toEqual(answers);
    expect(gathered[0].rows).toContainEqual({ label: def.fields.empresa.title, values: [String(answers.empresa)] });
    expect(gathered[1].answers).toMatchObject(answers);
    expect(gathered[1].rows.length).toBeGreaterThan(gathered[0].rows.length);
  });
});

describe("the export of a person's drafts", () => {
  it('reads each draft’s answers as the lead page would, and keeps a removed form’s answers by their names', async () => {
    const { gatherDrafts } = await import('./privacy-gather');
    const draft = (id: string, formId: string) => ({
      id,
      formId,
      answers,
      step: null,
      email: String(answers.email),
      consent: false,
      locale: 'pt' as const,
      reminders: true,
      createdAt: null,
      savedAt: null,
      expiresAt: null,
      remindedAt: null,
    });
    const [known, removed] = await gatherDrafts([draft('draft-a', def.id), draft('draft-b', 'formulario_removido')], 'pt', (formId) => `título de ${formId}`);
    expect(known.formTitle).toBe(`título de ${def.id}`);
    expect(known.rows).toContainEqual({ label: def.fields.empresa.title, values: [String(answers.empresa)] });
    expect(removed.rows).toContainEqual({ label: 'empresa', values: [String(answers.empresa)] });
  });
});

