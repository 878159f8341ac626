import { describe, expect, it } from 'vitest';
import {
  AGENDA_MAX_LINES,
  agendaIsDue,
  type AgendaLead,
  assignedByColleague,
  isEmptyAgenda,
  MAX_SEND_ATTEMPTS,
  nextAttempt,
  renderAgendaEmail,
  renderAssigneeNotice,
  selectAgenda,
  SEND_LEASE_MS,
  UNNAMED,
} from './daily-agenda';

const DAY = '2026-03-10';
const context = { siteUrl: 'https://movaly.com.br', formTitle: (id: string) => ({ contato: 'Mensagem de contato' })[id] ?? id };
let next = 0;
const lead = (fields: Partial<AgendaLead>): AgendaLead => {
  next++;
  return { id: `contato__d${next}`, formId: 'contato', docId: `d${next}`, name: `Pessoa ${next}`, stage: 'em_contato', assignee: 'ana', due: null, ...fields };
};
const none = { leads: [] };

describe('selectAgenda', () => {
  it('lists my overdue follow-ups oldest first, today’s, and new leads nobody took, newest first', () => {
    const late = lead({ name: 'Bia Atrasada', due: '2026-03-09' });
    const later = lead({ name: 'Caio Mais Atrasado', due: '2026-02-01' });
    const today = lead({ name: 'Dora Hoje', due: DAY });
    const older = lead({ name: 'Eva Nova', stage: 'novo', assignee: null, receivedAtMs: 1 });
    const newer = lead({ name: 'Fábio Novo', stage: 'novo', assignee: null, receivedAtMs: 2 });
    const agenda = selectAgenda('ana', DAY, { overdue: { leads: [late, later] }, today: { leads: [today] }, unassigned: { leads: [older, newer] } }, context);
    expect(agenda.overdue.lines.map((l) => [l.name, l.due])).toEqual([
      ['Caio Mais Atrasado', '2026-02-01'],
      ['Bia Atrasada', '2026-03-09'],
    ]);
    expect(agenda.today.lines).toEqual([{ name: 'Dora Hoje', formTitle: 'Mensagem de contato', link: `https://movaly.com.br/admin/leads/contato/${today.docId}` }]);
    expect(agenda.unassigned.lines.map((l) => l.name)).toEqual(['Fábio Novo', 'Eva Nova']);
    expect(isEmptyAgenda(agenda)).toBe(false);
  });

  it('leaves out what changed since the query: a colleague’s lead, a closed one, a spam or taken new lead, a future follow-up', () => {
    const found = {
      overdue: { leads: [lead({ assignee: 'bruno', due: '2026-03-01' }), lead({ stage: 'fechado', due: '2026-03-01' }), lead({ due: '2026-03-11' })] },
      today: { leads: [lead({ assignee: 'bruno', due: DAY })] },
      unassigned: { leads: [lead({ stage: 'novo', assignee: null, spam: true }), lead({ stage: 'novo', assignee: 'bruno' }), lead({ stage: 'spam', assignee: null })] },
    };
    expect(isEmptyAgenda(selectAgenda('ana', DAY, found, context))).toBe(true);
    expect(isEmptyAgenda(selectAgenda('ana', DAY, { overdue: none, today: none, unassigned: none }, context))).toBe(true);
  });

  it('names a lead without a name by its e-mail, its phone, or as a contact without a name', () => {
    const leads = [lead({ name: null, email: 'x@example.com', due: DAY }), lead({ name: ' ', phone: '(11) 9999-0000', due: DAY }), lead({ name: null, due: DAY })];
    const agenda = selectAgenda('ana', DAY, { overdue: none, today: { leads }, unassigned: none }, context);
    expect(agenda.today.lines.map((l) => l.name)).toEqual(['x@example.com', '(11) 9999-0000', UNNAMED]);
  });

  it('cuts a long list and keeps the whole count', () => {
    const leads = Array.from({ length: AGENDA_MAX_LINES + 1 }, () => lead({ stage: 'novo', assignee: null }));
    const agenda = selectAgenda('ana', DAY, { overdue: none, today: none, unassigned: { leads, total: 57 } }, context);
    expect(agenda.unassigned.lines).toHaveLength(AGENDA_MAX_LINES);
    expect(agenda.unassigned.total).toBe(57);
    expect(renderAgendaEmail(agenda).text).toContain('- e mais 37 no painel');
  });
});

describe('renderAgendaEmail', () => {
  const hostile = lead({ name: '<script>alert(1)</script>\nBcc: x', due: '2026-03-02' });
  const agenda = selectAgenda('ana', DAY, { overdue: { leads: [hostile] }, today: none, unassigned: { leads: [lead({ stage: 'novo', assignee: null })] } }, context);
  const mail = renderAgendaEmail(agenda, 'https://movaly.com.br/admin/team');

  it('says the day and the counts in the subject, on one line', () => {
    expect(mail.subject).toBe('Agenda do dia 10/03/2026: 1 atrasado, 1 novo sem responsável');
  });

  it('has a section per kind with leads, each line with the form, the due day and the lead’s link', () => {
    expect(mail.text).toContain('FOLLOW-UPS ATRASADOS (1)');
    expect(mail.text).not.toContain('FOLLOW-UPS DE HOJE');
    expect(mail.text).toContain('NOVOS LEADS SEM RESPONSÁVEL (1)');
    expect(mail.text).toContain(`Mensagem de contato | previsto para 02/03/2026 | https://movaly.com.br/admin/leads/contato/${hostile.docId}`);
    expect(mail.html).toContain(`<a href="https://movaly.com.br/admin/leads/contato/${hostile.docId}">Abrir no painel</a>`);
    expect(mail.text).toContain('desligue-a na página Equipe do painel: https://movaly.com.br/admin/team');
  });

  it('escapes every visitor text in the HTML and keeps it on one line in the text', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).not.toContain('\nBcc: x');
  });
});

describe('the assignee notice', () => {
  it('goes to the member a colleague assigned, never to one who took the lead themselves or for other entries', () => {
    expect(assignedByColleague({ kind: 'assignee', by: 'ana', to: 'bruno' })).toBe('bruno');
    expect(assignedByColleague({ kind: 'assignee', by: 'bruno', to: 'bruno' })).toBeUndefined();
    expect(assignedByColleague({ kind: 'assignee', by: 'ana', to: null })).toBeUndefined();
    expect(assignedByColleague({ kind: 'stage', by: 'ana', to: 'em_contato' })).toBeUndefined();
  });

  it('names who assigned it, the lead, its form and its link, escaped', () => {
    const mail = renderAssigneeNotice({ name: 'Zé <b>', formTitle: 'Mensagem de contato', link: 'https://movaly.com.br/admin/leads/contato/d1' }, 'ana@movaly.com.br');
    expect(mail.subject).toBe('Lead atribuído a você: Zé <b> (Mensagem de contato)');
    expect(mail.text).toContain('ana@movaly.com.br atribuiu a você o lead Zé <b>, do formulário Mensagem de contato.');
    expect(mail.text).toContain('Ver no painel: https://movaly.com.br/admin/leads/contato/d1');
    expect(mail.html).toContain('Zé &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});

describe('nextAttempt', () => {
  const now = 1_000_000;
  it('claims a new e-mail, and one that failed, with a lease', () => {
    expect(nextAttempt(undefined, now)).toEqual({ attempt: 1, leaseUntilMs: now + SEND_LEASE_MS });
    expect(nextAttempt({ state: 'failed', attempts: 2 }, now)).toEqual({ attempt: 3, leaseUntilMs: now + SEND_LEASE_MS });
  });

  it('never claims a sent or empty one, one another run holds, or one out of tries', () => {
    expect(nextAttempt({ state: 'sent', attempts: 1 }, now)).toBeUndefined();
    expect(nextAttempt({ state: 'empty', attempts: 1 }, now)).toBeUndefined();
    expect(nextAttempt({ state: 'sending', attempts: 1, leaseUntilMs: now + 1 }, now)).toBeUndefined();
    expect(nextAttempt({ state: 'failed', attempts: MAX_SEND_ATTEMPTS }, now)).toBeUndefined();
  });

  it('takes over a run that died once its lease has passed', () => {
    expect(nextAttempt({ state: 'sending', attempts: 1, leaseUntilMs: now }, now)?.attempt).toBe(2);
  });
});

describe('agendaIsDue', () => {
  it('is due from 08:00 in Brazil, whatever the machine’s time zone', () => {
    expect(agendaIsDue(new Date('2026-03-10T07:59:00-03:00'))).toBe(false);
    expect(agendaIsDue(new Date('2026-03-10T08:00:00-03:00'))).toBe(true);
    expect(agendaIsDue(new Date('2026-03-10T23:30:00-03:00'))).toBe(true);
  });
});
