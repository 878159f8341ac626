import type { Page, Request } from '@playwright/test';

/*
 * What a page asks Firestore, read off the wire (issue 39: "each query the page sends on a cold load,
 * its constraints, the documents it read and its time"). The product is not instrumented: one-off
 * reads and aggregations are REST calls (`:runQuery`, `:runAggregationQuery`, `:batchGet`), whose
 * bodies say the query and whose answers say what came back; a listener's query travels in the
 * watch channel's form-encoded `addTarget`, which is named here but not timed (its answers stream).
 */

type Value = Record<string, unknown>;
interface FieldFilter {
  field: { fieldPath: string };
  op: string;
  value: Value;
}
interface Filter {
  fieldFilter?: FieldFilter;
  unaryFilter?: { field: { fieldPath: string }; op: string };
  compositeFilter?: { op: string; filters: Filter[] };
}
export interface StructuredQuery {
  from?: { collectionId: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: { field: { fieldPath: string }; direction?: string }[];
  limit?: number | { value: number };
  startAt?: unknown;
  endAt?: unknown;
}

const OPS: Record<string, string> = {
  EQUAL: '==',
  NOT_EQUAL: '!=',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  ARRAY_CONTAINS: 'array-contains',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  IN: 'in',
  NOT_IN: 'not-in',
  IS_NULL: '== null',
  IS_NOT_NULL: '!= null',
  IS_NAN: '== NaN',
};

/** A REST value as a short text: strings quoted, times as ISO, arrays by their length past three. */
export function valueText(value: Value): string {
  if ('stringValue' in value) return JSON.stringify(value.stringValue);
  if ('booleanValue' in value) return String(value.booleanValue);
  if ('nullValue' in value) return 'null';
  if ('integerValue' in value) return String(value.integerValue);
  if ('doubleValue' in value) return String(value.doubleValue);
  if ('timestampValue' in value) return String(value.timestampValue).slice(0, 19);
  if ('referenceValue' in value) return String(value.referenceValue).split('/documents/')[1] ?? String(value.referenceValue);
  if ('arrayValue' in value) {
    const items = ((value.arrayValue as { values?: Value[] }).values ?? []).map(valueText);
    return items.length > 3 ? `[${items.slice(0, 3).join(', ')}, … ${items.length} values]` : `[${items.join(', ')}]`;
  }
  return JSON.stringify(value);
}

const fieldName = (path: string) => path.replace(/`/g, '');

function filterText(filter: Filter | undefined): string[] {
  if (!filter) return [];
  if (filter.compositeFilter) return filter.compositeFilter.filters.flatMap(filterText);
  if (filter.fieldFilter) {
    const { field, op, value } = filter.fieldFilter;
    return [`${fieldName(field.fieldPath)} ${OPS[op] ?? op} ${valueText(value)}`];
  }
  if (filter.unaryFilter) return [`${fieldName(filter.unaryFilter.field.fieldPath)} ${OPS[filter.unaryFilter.op] ?? filter.unaryFilter.op}`];
  return [];
}

/** A structured query as one line: `leads where spam == false, order receivedAt desc, limit 25`. */
export function describeQuery(query: StructuredQuery): string {
  const from = query.from?.map((f) => f.collectionId).join(',') ?? '?';
  const parts = [from];
  const where = filterText(query.where);
  if (where.length) parts.push(`where ${where.join(' and ')}`);
  // The id that every order ends with (Firestore's tie-break) says nothing about the query.
  const orders = (query.orderBy ?? []).filter((o) => o.field.fieldPath !== '__name__');
  if (orders.length) parts.push(`order ${orders.map((o) => `${fieldName(o.field.fieldPath)} ${o.direction === 'DESCENDING' ? 'desc' : 'asc'}`).join(', ')}`);
  const limit = typeof query.limit === 'number' ? query.limit : query.limit?.value;
  if (limit !== undefined) parts.push(`limit ${limit}`);
  if (query.startAt || query.endAt) parts.push('from a cursor');
  return parts.join(', ');
}

export interface FirestoreCall {
  kind: 'query' | 'count' | 'get' | 'listen';
  what: string;
  /** Documents that came back (a count's documents are none; its `counted` says how many it went over). */
  documents: number;
  counted?: number;
  /** From the request's start to its answer's end, ms; undefined for a listener. */
  ms?: number;
  /** When it was sent, ms from the recording's start. */
  at: number;
}

/** The targets a watch channel request adds (form-encoded `req{n}___data__` JSON), as queries. */
export function listenTargets(body: string): StructuredQuery[] {
  const found: StructuredQuery[] = [];
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      const data = JSON.parse(value) as { addTarget?: { query?: { structuredQuery?: StructuredQuery } } };
      const query = data.addTarget?.query?.structuredQuery;
      if (query) found.push(query);
    } catch {
      // Not a JSON frame: nothing to name.
    }
  }
  return found;
}

async function callOf(request: Request, startedAt: number): Promise<FirestoreCall | undefined> {
  const url = request.url();
  const timing = request.timing();
  const ms = timing.responseEnd > 0 ? timing.responseEnd : undefined;
  const at = timing.startTime - startedAt;
  if (/:runQuery\b/.test(url) || /:runAggregationQuery\b/.test(url)) {
    const body = request.postDataJSON() as { structuredQuery?: StructuredQuery; structuredAggregationQuery?: { structuredQuery: StructuredQuery } };
    const answer = (await (await request.response())?.json().catch(() => [])) as { document?: unknown; result?: { aggregateFields?: Record<string, Value> } }[];
    if (body.structuredAggregationQuery) {
      const fields = answer.find((a) => a.result)?.result?.aggregateFields ?? {};
      const count = Object.values(fields).find((v) => 'integerValue' in v);
      return { kind: 'count', what: describeQuery(body.structuredAggregationQuery.structuredQuery), documents: 0, counted: count ? Number(count.integerValue) : undefined, ms, at };
    }
    return { kind: 'query', what: describeQuery(body.structuredQuery ?? {}), documents: answer.filter((a) => a.document).length, ms, at };
  }
  if (/:batchGet\b/.test(url)) {
    const body = request.postDataJSON() as { documents?: string[] };
    const answer = (await (await request.response())?.json().catch(() => [])) as { found?: unknown }[];
    const names = (body.documents ?? []).map((d) => d.split('/documents/')[1]);
    return { kind: 'get', what: names.length > 3 ? `${names.slice(0, 3).join(', ')} … ${names.length} documents` : names.join(', '), documents: answer.filter((a) => a.found).length, ms, at };
  }
  if (/\/Listen\/channel/.test(url) && request.method() === 'POST') {
    const targets = listenTargets(request.postData() ?? '');
    return targets.length ? { kind: 'listen', what: targets.map(describeQuery).join(' | '), documents: 0, at } : undefined;
  }
  return undefined;
}

/**
 * Records every Firestore call `page` makes from now until `stop()`, which returns them in the order
 * they were sent (their answers read in full first).
 */
export function recordFirestore(page: Page): { stop: () => Promise<FirestoreCall[]> } {
  const pending: Promise<FirestoreCall | undefined>[] = [];
  const startedAt = Date.now();
  const onFinished = (request: Request) => pending.push(callOf(request, startedAt).catch(() => undefined));
  page.on('requestfinished', onFinished);
  return {
    stop: async () => {
      page.off('requestfinished', onFinished);
      const calls = (await Promise.all(pending)).filter((c): c is FirestoreCall => !!c);
      return calls.sort((a, b) => a.at - b.at);
    },
  };
}

/** The calls as printed lines: kind, time, documents read (or counted), the query. */
export function callLines(calls: FirestoreCall[], indent = '    '): string[] {
  return calls.map((c) => {
    const time = c.ms === undefined ? '     —' : `${String(Math.round(c.ms)).padStart(5)} ms`;
    const read = c.kind === 'count' ? `counts ${c.counted ?? '?'}` : c.kind === 'listen' ? 'listens' : `${c.documents} docs`;
    return `${indent}${c.kind.padEnd(6)} ${time}  ${read.padEnd(14)} ${c.what}`;
  });
}
