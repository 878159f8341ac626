import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../tests/support/admin';
import { contributionOf, type Entry, LEAD_STATS, nestedByDoc } from '../../src/domain/lead-stats';
import { LEAD_PEOPLE, personDocId, personIndexKeys } from '../../src/domain/person-index';
import { LEADS, leadId, newLead, OPEN_STAGES, type Stage } from '../../src/domain/lead';
import { todayInBrazil } from '../../src/domain/studio-time';
import { readRegistry } from './read-forms';
import { placeInFirstPages } from '../../functions/src/first-pages';
import { type ListedView, ORDER_VIEWS, valueViews, viewId } from '../../src/domain/first-pages';

/*
 * The bench's lead summaries (scripts/bench-inbox.ts, scripts/bench-agenda.ts): `count` summaries
 * spread over the 13 forms, built by newLead as the function builds them, with Brazilian names,
 * e-mails, companies and phones, and what a studio's staff would have made of them: stages, one of
 * BENCH_STAFF as assignee on most, follow-up days from ten days ago to nine days ahead on some open
 * ones, and a last activity that is most often the day the lead came in (old), a few times in the
 * last three days. A deterministic generator: the same data set on every run, so figures compare.
 */

/** The team the leads are assigned to: `staff/{uid}` documents with an e-mail, as /admin/team writes them. */
export const BENCH_STAFF = ['ana', 'caio', 'iris', 'bruno', 'dora', 'edu', 'fabiana', 'gil', 'helena', 'joao'].map((name) => ({
  uid: `bench-staff-${name}`,
  email: `${name}@movaly.local`,
}));

/** The one lead the inbox's search looks for, planted in the middle of the data set. */
export const SEARCH_NEEDLE = { name: 'Anunciação Tavares Quaresma', email: 'anunciacao.quaresma@estudiobeira.com.br' };
/** An old lead (received months ago) with the latest activity of all: first when sorted by last activity. */
export const ACTIVITY_NEEDLE = { name: 'Quitéria Bastos Falcão', email: 'quiteria.falcao@ateliebastos.com.br' };

let state = 20260318;
const random = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

const FIRST = ['Ana', 'Maria', 'João', 'José', 'Francisca', 'Antônio', 'Luiz', 'Paulo', 'Carlos', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline', 'Rafael', 'Lucas', 'Mateus', 'Gabriel', 'Beatriz', 'Letícia', 'Camila', 'Bruno', 'Thiago', 'Vinícius', 'Larissa', 'Tatiane', 'Rodrigo', 'Sebastião', 'Raimunda', 'Cláudia', 'Sérgio', 'Débora', 'Otávio', 'Heloísa', 'Caio', 'Íris', 'Renata', 'Gustavo', 'Priscila'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Castro', 'Brandão', 'Falcão', 'Magalhães'];
const COMPANY = ['Padaria Pão Dourado', 'Studio Ipê', 'Construtora Horizonte', 'Clínica Bem Viver', 'Escola Arco-Íris', 'Ótica Visão', 'Buffet Sabor de Minas', 'Agência Maré', 'Café do Largo', 'Imobiliária Chão Firme', 'Doceria Açúcar Mascavo', 'Advocacia Nogueira & Leão', 'Pet Shop Focinho', 'Academia Movimento', 'Floricultura Ipanema', 'Eventos Rio Doce', null, null, null];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'terra.com.br'];
const DDD = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '19', '27', '48'];
const STAGE_WEIGHTS: [Stage, number][] = [
  ['novo', 40],
  ['em_contato', 20],
  ['proposta_enviada', 10],
  ['fechado', 8],
  ['perdido', 10],
  ['spam', 12],
];

const ascii = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const DAY = 24 * 60 * 60 * 1000;

function stageOf(): Stage {
  let roll = random() * 100;
  for (const [stage, weight] of STAGE_WEIGHTS) if ((roll -= weight) < 0) return stage;
  return 'novo';
}

/** A calendar day in Brazil `days` from today, as `followUp`/`due` hold it. */
const brazilDay = (days: number) => todayInBrazil(new Date(Date.now() + days * DAY));

/** Writes the team's staff documents (no accounts: the inbox names them and the agenda e-mails them from these). */
export async function seedBenchStaff(): Promise<void> {
  const batch = adminDb().batch();
  for (const { uid, email } of BENCH_STAFF) batch.set(adminDb().doc(`staff/${uid}`), { email, since: Timestamp.now(), role: 'member' });
  await batch.commit();
}

/**
 * Writes `count` lead summaries with the admin SDK (400 a batch); the same data on every run. And the
 * admin home's counters and the people index as the function would have kept them for those leads
 * (src/domain/lead-stats.ts, person-index.ts): no function runs beside the bench. The per-lead records
 * are not written: the bench changes no lead.
 */
export async function seedBenchLeads(count: number): Promise<void> {
  const forms = readRegistry().forms;
  const db = adminDb();
  // Every generated time is at most a minute before the seeding began, and ACTIVITY_NEEDLE's activity is
  // after that: it is the latest of all, whatever the generator drew.
  const seededAt = Date.now();
  const now = seededAt - 60_000;
  const counters: Entry[] = [];
  const people = new Map<string, Record<string, { at: number; spam: boolean }>>();
  const views = new Map<string, ListedView>(ORDER_VIEWS.map((view) => [viewId(view), view]));
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      const def = forms[i % forms.length];
      const first = pick(FIRST);
      const last = `${pick(LAST)} ${pick(LAST)}`;
      const needle = i === Math.floor(count / 2) ? SEARCH_NEEDLE : i === Math.floor(count * 0.9) ? ACTIVITY_NEEDLE : undefined;
      const name = needle?.name ?? `${first} ${last}`;
      const email = needle?.email ?? `${ascii(first)}.${ascii(last.split(' ')[1])}${i}@${pick(DOMAINS)}`;
      const phone = `(${pick(DDD)}) 9${String(Math.floor(random() * 1e4)).padStart(4, '0')}-${String(Math.floor(random() * 1e4)).padStart(4, '0')}`;
      const stage = needle ? 'novo' : stageOf();
      const receivedAt = now - Math.floor((i / count) * 180 * DAY) - Math.floor(random() * 3_600_000);
      const docId = `bench${String(i).padStart(5, '0')}`;
      const summary = newLead(
        {
          formId: def.id,
          collection: def.form.collection,
          docId,
          receivedAt: Timestamp.fromMillis(receivedAt),
          locale: pick(['pt', 'pt', 'pt', 'es', 'en']),
          spamReason: stage === 'spam' ? 'honeypot' : null,
          updatedAt: Timestamp.fromMillis(receivedAt),
        },
        { name, email, phone, company: pick(COMPANY) },
      );
      const open = OPEN_STAGES.includes(stage);
      const assignee = stage !== 'spam' && random() < 0.6 ? pick(BENCH_STAFF).uid : null;
      const followUp = open && random() < 0.4 ? brazilDay(Math.floor(random() * 20) - 10) : null;
      const contacted = stage !== 'novo' && stage !== 'spam';
      // Most leads were last touched long ago: the day they came in, or within their first month for
      // one staff worked; about 1 in 12 had something happen in the last three days.
      const worked = contacted || assignee !== null || followUp !== null;
      const activity =
        needle === ACTIVITY_NEEDLE
          ? seededAt
          : random() < 0.08
            ? Math.max(receivedAt, now - Math.floor(random() * 3 * DAY))
            : worked
              ? receivedAt + Math.floor(random() * Math.min(now - receivedAt, 30 * DAY))
              : receivedAt;
      const stored = {
        ...summary,
        stage,
        assignee,
        followUp,
        due: open ? followUp : null,
        firstContactAt: contacted ? Timestamp.fromMillis(receivedAt + Math.floor(random() * 48 * 3_600_000)) : null,
        lastActivityAt: Timestamp.fromMillis(activity),
      };
      batch.set(db.collection(LEADS).doc(leadId(def.id, docId)), stored);
      for (const view of valueViews(stored)) views.set(viewId(view), view);
      counters.push(...contributionOf({ ...stored, receivedAt: new Date(receivedAt) }));
      for (const key of personIndexKeys(stored)) people.set(key, { ...people.get(key), [leadId(def.id, docId)]: { at: receivedAt, spam: stage === 'spam' } });
    }
    await batch.commit();
  }
  const stats = db.batch();
  for (const [doc, fields] of nestedByDoc(counters)) stats.set(db.collection(LEAD_STATS).doc(doc), fields);
  await stats.commit();
  const keys = [...people.keys()];
  for (let start = 0; start < keys.length; start += 400) {
    const batch = db.batch();
    for (const key of keys.slice(start, start + 400)) batch.set(db.collection(LEAD_PEOPLE).doc(personDocId(key)), { leads: people.get(key) });
    await batch.commit();
  }
  // The inbox's first pages, as the function lists them for summaries stored before its lists (its own
  // code): the orders', and each stage's, form's and assignee's, as their leads' writes would have.
  await placeInFirstPages(db, undefined, undefined, [...views.values()]);
}
