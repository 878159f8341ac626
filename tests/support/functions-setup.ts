import { afterAll, beforeAll } from 'vitest';
import { startTriggers } from './function-host';

/* Each function test file runs with the deployed triggers listening (tests/support/function-host.ts). */
let stop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  stop = await startTriggers();
});
afterAll(async () => {
  await stop?.();
});
