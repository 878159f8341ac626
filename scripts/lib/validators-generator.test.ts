import { describe, expect, it } from 'vitest';
import { compareGenerated, readGeneratedTypes } from './check-generated';
import { readRegistry } from './read-forms';
import { generateValidators, SERVER_VALIDATORS_FILE, validatorFile, VALIDATORS_DIR } from './validators-generator';

describe('the precompiled validators', () => {
  const registry = readRegistry();
  const generated = generateValidators(registry);

  it('are on disk exactly as npm run forms:generate writes them (one per form and language, and the function’s index and its declaration)', () => {
    const ours = (path: string) => path.startsWith(`${VALIDATORS_DIR}/`);
    const onDisk = Object.fromEntries(Object.entries(readGeneratedTypes()).filter(([path]) => ours(path)));
    expect(compareGenerated(generated, onDisk)).toEqual([]);
    expect(Object.keys(generated)).toHaveLength(registry.forms.length * 3 + 2);
  });

  it('hold no call to Ajv’s compiler and no require(): they run as they are, in the browser and the function', () => {
    for (const def of registry.forms) {
      const text = generated[validatorFile(def.id, 'pt')];
      expect(text).not.toMatch(/\brequire\(|new Function|\.compile\(/);
    }
    expect(generated[SERVER_VALIDATORS_FILE]).toContain('serverValidators');
  });
});
