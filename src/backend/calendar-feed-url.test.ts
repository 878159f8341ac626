import { describe, expect, it } from 'vitest';
import { calendarFeedUrl } from './calendar-feed-url';

const TOKEN = 'x'.repeat(43);

describe("a staff member's calendar feed address", () => {
  it('is the deployed function of the project in production', () => {
    expect(calendarFeedUrl(TOKEN, { firebase: { projectId: 'estudio-real' }, emulators: {} })).toBe(
      `https://us-central1-estudio-real.cloudfunctions.net/calendarFeed?token=${TOKEN}`,
    );
  });

  it("is the Functions emulator's under npm start", () => {
    expect(calendarFeedUrl(TOKEN, { firebase: { projectId: 'demo-movaly' }, emulators: { functions: { host: '127.0.0.1', port: 5001 } } })).toBe(
      `http://127.0.0.1:5001/demo-movaly/us-central1/calendarFeed?token=${TOKEN}`,
    );
  });
});
