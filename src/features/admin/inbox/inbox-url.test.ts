import { describe, expect, it } from 'vitest';
import { readInboxView, withFilters, writeInboxView } from './inbox-url';

describe('the inbox view in the URL', () => {
  it('reads every filter, the search and the page, and writes them back the same', () => {
    const url = 'q=ana&form=contato&stage=em_contato&assignee=u1&from=2026-01-01&to=2026-01-31&overdue=1&page=2&after=1.000000000~x';
    const view = readInboxView(new URLSearchParams(url));
    expect(view).toEqual({
      search: 'ana',
      filters: { form: 'contato', stage: 'em_contato', assignee: 'u1', from: '2026-01-01', to: '2026-01-31', overdue: true },
      position: { page: 2, after: '1.000000000~x', before: undefined },
    });
    expect(writeInboxView(view).toString()).toBe(new URLSearchParams(url).toString());
  });

  it('drops what Firestore must not be asked (an unknown stage, a malformed day, a page below 2)', () => {
    const view = readInboxView(new URLSearchParams('stage=todos&from=ontem&page=-3&overdue=yes'));
    expect(view.filters).toEqual({ form: undefined, stage: undefined, assignee: undefined, from: undefined, to: undefined, overdue: undefined });
    expect(view.position.page).toBe(1);
    expect(writeInboxView(view).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, the old cursor belonging to another list', () => {
    const view = readInboxView(new URLSearchParams('page=3&after=1.000000000~x&q=ana'));
    expect(writeInboxView(withFilters(view, { stage: 'novo' })).toString()).toBe('q=ana&stage=novo');
  });

  it('keeps a fixed form out of the URL and in the filters', () => {
    const view = readInboxView(new URLSearchParams('form=other&q=x'), { form: 'contato' });
    expect(view.filters.form).toBe('contato');
    expect(writeInboxView(view, { form: 'contato' }).toString()).toBe('q=x');
  });
});
