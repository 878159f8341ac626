import { describe, expect, it } from 'vitest';
import { calendarFeedUrlOf, feedEventTexts, isCalendarFeedToken } from './calendar-feed';

describe('the calendar feed token', () => {
  it('is 32 random bytes in base64url, and nothing else is one', () => {
    expect(isCalendarFeedToken(Buffer.alloc(32, 255).toString('base64url'))).toBe(true);
    expect(isCalendarFeedToken('A'.repeat(42))).toBe(false);
    expect(isCalendarFeedToken(`${'A'.repeat(42)}=`)).toBe(false);
    expect(isCalendarFeedToken(`${'A'.repeat(42)}/`)).toBe(false);
    expect(isCalendarFeedToken(undefined)).toBe(false);
  });
});

describe("the feed's address", () => {
  it('puts the token, escaped, after the function under the base given', () => {
    expect(calendarFeedUrlOf('https://us-central1-estudio.cloudfunctions.net/', 'abc_-9')).toBe(
      'https://us-central1-estudio.cloudfunctions.net/calendarFeed?token=abc_-9',
    );
    expect(calendarFeedUrlOf('http://x', 'a b&c')).toBe('http://x/calendarFeed?token=a%20b%26c');
  });
});

describe("a call's title and notes in the feed", () => {
  it('names the visitor and the form, and links the lead', () => {
    const texts = feedEventTexts({ visitorName: 'Zé\nSouza', visitorEmail: 'ze@example.com', formTitle: 'Contato', leadUrl: 'https://movaly.com.br/admin/leads/contato/d1' });
    expect(texts.summary).toBe('Conversa com Zé Souza · Contato');
    expect(texts.description).toBe('E-mail: ze@example.com\nVer o lead no painel: https://movaly.com.br/admin/leads/contato/d1');
  });

  it('names the visitor by e-mail when they gave no name, and leaves the form out when it has no title', () => {
    expect(feedEventTexts({ visitorEmail: 'ze@example.com', leadUrl: 'u' }).summary).toBe('Conversa com ze@example.com');
  });
});
