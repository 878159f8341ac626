import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireAppCheck } from '../../functions/src/booking/app-check';
import { bookCall } from '../../functions/src/booking/book-call';
import { cancelBooking } from '../../functions/src/booking/cancel-booking';
import { manageBooking } from '../../functions/src/booking/manage-booking';
import { openSlots } from '../../functions/src/booking/open-slots';
import { rescheduleBooking } from '../../functions/src/booking/reschedule-booking';

/*
 * Issue 37: the callables a visitor reaches with no account of the studio's refuse a call without a
 * valid App Check token in production (ENFORCE_APP_CHECK, on unless set false; the emulators run with
 * it off, so the other suites call them freely). Each callable's own handler, run as the platform runs
 * it once the SDK has checked the tokens: refused before it reads or writes anything.
 */
afterEach(() => vi.unstubAllEnvs());

const request = (app?: { appId: string }) => ({ data: { token: 'x'.repeat(43), formId: 'contato', submissionId: 'abc', start: Date.now() }, app, rawRequest: {} as never, acceptsStreaming: false }) as never;

describe('App Check on the public booking callables', () => {
  it.each([
    ['openSlots', openSlots],
    ['bookCall', bookCall],
    ['manageBooking', manageBooking],
    ['cancelBooking', cancelBooking],
    ['rescheduleBooking', rescheduleBooking],
  ])('%s refuses a call without a valid App Check token where it is enforced', async (_, callable) => {
    vi.stubEnv('ENFORCE_APP_CHECK', 'true');
    await expect(callable.run(request())).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('lets through a call whose token the SDK verified, and any call where it is off (the emulators)', () => {
    vi.stubEnv('ENFORCE_APP_CHECK', 'true');
    expect(() => requireAppCheck({ app: { appId: '1:2:web:3', token: {} as never } })).not.toThrow();
    vi.stubEnv('ENFORCE_APP_CHECK', 'false');
    expect(() => requireAppCheck({ app: undefined })).not.toThrow();
  });
});
