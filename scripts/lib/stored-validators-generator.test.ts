import { describe, expect, it } from 'vitest';
import { compareGenerated, readGeneratedTypes } from './check-generated';
import { readRegistry } from './read-forms';
import { generateStoredValidators, SERVER_STORED_VALIDATORS_FILE, STORED_VALIDATORS_DIR, storedValidatorFile } from './stored-validators-generator';

describe('the precompiled stored validators', () => {
  const registry = readRegistry();
  const generated = generateStoredValidators(registry);

  it('are on disk exactly as npm run forms:generate writes them (one per form, and the function’s index)', () => {
    const onDisk = Object.fromEntries(Object.entries(readGeneratedTypes()).filter(([path]) => path.startsWith(`${STORED_VALIDATORS_DIR}/`)));
    expect(compareGenerated(generated, onDisk)).toEqual([]);
    expect(Object.keys(generated)).toHaveLength(registry.forms.length + 1);
  });

  it('hold no call to Ajv’s compiler and no require(): the function runs them as they are', () => {
    for (const def of registry.forms) expect(generated[storedValidatorFile(def.id)]).not.toMatch(/\brequire\(|new Function|\.compile\(/);
    expect(generated[SERVER_STORED_VALIDATORS_FILE]).toContain('serverStoredValidators');
  });
});
