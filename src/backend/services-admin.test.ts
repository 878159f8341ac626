import { beforeEach, expect, it, vi } from 'vitest';

/*
 * Saving the services' switches (spec 000 section 4): every changed flag in one batch, committed once,
 * so a refused save applies none of them (Firestore's batch is all or nothing). The services page
 * shows what a refusal leaves (src/features/admin/services/services-page-switches.test.tsx).
 * Firestore is replaced at its import.
 */
const sdk = vi.hoisted(() => {
  const batch = { update: vi.fn(), commit: vi.fn() };
  return {
    batch,
    doc: vi.fn((_db: unknown, ...path: string[]) => path.join('/')),
    collection: vi.fn(),
    getDocs: vi.fn(),
    updateDoc: vi.fn(),
    writeBatch: vi.fn(() => batch),
  };
});
vi.mock('firebase/firestore', () => sdk);
vi.mock('./staff-firestore', () => ({ staffDb: () => 'db' }));

const { saveActiveFlags } = await import('./services-admin');

beforeEach(() => {
  vi.clearAllMocks();
  sdk.batch.commit.mockResolvedValue(undefined);
});

it('writes every changed flag in one batch, committed once, and nothing else', async () => {
  await saveActiveFlags({ 'clonagem-voz': false, 'integracao-whatsapp': true });
  expect(sdk.writeBatch).toHaveBeenCalledTimes(1);
  expect(sdk.batch.update.mock.calls).toEqual([
    ['services/clonagem-voz', { active: false }],
    ['services/integracao-whatsapp', { active: true }],
  ]);
  expect(sdk.batch.commit).toHaveBeenCalledTimes(1);
  expect(sdk.updateDoc).not.toHaveBeenCalled();
});

it('a batch that fails is reported to the page, with no write of its own beside it', async () => {
  const refused = Object.assign(new Error('No document to update: services/zz-servico-removido'), { code: 'not-found' });
  sdk.batch.commit.mockRejectedValue(refused);
  await expect(saveActiveFlags({ 'clonagem-voz': false, 'zz-servico-removido': false })).rejects.toBe(refused);
  expect(sdk.batch.commit).toHaveBeenCalledTimes(1);
  expect(sdk.updateDoc).not.toHaveBeenCalled();
});
