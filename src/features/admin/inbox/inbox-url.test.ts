import { describe, expect, it } from 'vitest';
import { readInboxView, withFilters, writeInboxView } from './inbox-url';

describe('the inbox view in the URL', () => {
  it('reads every filter, the search and the page, and writes them back the same', () => {
    const url = 'q=ana&form=contato&stage=em_contato&assignee=u1&from=2026-01-01&to=2026-01-31&overdue=1&partial=1&channel=instagram&campaign=natal-2026&page=2&after=1.000000000~x';
    const view = readInboxView(new URLSearchParams(url));
    expect(view).toEqual({
      search: 'ana',
      filters: { form: 'contato', stage: 'em_contato', assignee: 'u1', from: '2026-01-01', to: '2026-01-31', overdue: true, partial: true, channel: 'instagram', campaign: 'natal-2026' },
      position: { page: 2, after: '1.000000000~x', before: undefined },
    });
    expect(writeInboxView(view).toString()).toBe(new URLSearchParams(url).toString());
  });

  it('drops what Firestore must not be asked (an unknown stage, a malformed day, a page below 2)', () => {
    const view = readInboxView(new URLSearchParams('stage=todos&from=ontem&page=-3&overdue=yes&channel=myspace'));
    expect(view.filters).toEqual({ form: undefined, stage: undefined, assignee: undefined, from: undefined, to: undefined, overdue: undefined });
    expect(view.position.page).toBe(1);
    expect(writeInboxView(view).toString()).toBe('');
  });

  it('keeps a campaign of the URL bounded and as text, whatever was pasted', () => {
    const campaign = readInboxView(new URLSearchParams(`campaign=${encodeURIComponent(`<b>x</b>\u0000${'c'.repeat(300)}`)}`)).filters.campaign!;
    expect(campaign.startsWith('<b>x</b> c')).toBe(true);
    expect(campaign).toHaveLength(100);
  });

  it('goes back to page 1 when a filter changes, the old cursor belonging to another list', () => {
    const view = readInboxView(new URLSearchParams('page=3&after=1.000000000~x&q=ana'));
    expect(writeInboxView(withFilters(view, { stage: 'novo' })).toString()).toBe('q=ana&stage=novo');
  });

  it('reads and writes the order, its direction and the idle filter; the plain order is never named', () => {
    const url = 'stage=em_contato&idle=7&sort=activity&dir=asc';
    const view = readInboxView(new URLSearchParams(url));
    expect(view.filters).toMatchObject({ stage: 'em_contato', idle: 7, sort: 'activity', direction: 'asc' });
    expect(writeInboxView(view).toString()).toBe(url);
    expect(writeInboxView(readInboxView(new URLSearchParams('sort=received&dir=desc'))).toString()).toBe('dir=desc');
  });

  it('drops an unknown order or direction and an idle count that is not a whole number of days', () => {
    for (const bad of ['sort=name', 'dir=up', 'idle=0', 'idle=-7', 'idle=2.5', 'idle=sete', 'idle=9999']) {
      expect(writeInboxView(readInboxView(new URLSearchParams(bad))).toString(), bad).toBe('');
    }
  });

  it('goes back to page 1 when the order changes, the cursor being of the other order', () => {
    const view = readInboxView(new URLSearchParams('page=2&after=1.000000000~x'));
    expect(writeInboxView(withFilters(view, { sort: 'followUp' })).toString()).toBe('sort=followUp');
  });

  it('keeps a fixed form out of the URL and in the filters', () => {
    const view = readInboxView(new URLSearchParams('form=other&q=x'), { form: 'contato' });
    expect(view.filters.form).toBe('contato');
    expect(writeInboxView(view, { form: 'contato' }).toString()).toBe('q=x');
  });
});
