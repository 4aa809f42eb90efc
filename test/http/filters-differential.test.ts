/**
 * Differential test of list filters (query-params.md, the issue 8 extensions): random queries against the app, on
 * every store, over the demo databank and a hostile dump, each answer compared whole (status; for a 200 `count`,
 * `next`, `previous` and every record of `results` in order; for a 400/404 the body) with the oracle's evaluation of
 * the published rules over the loaded records (test/helpers/oracle.ts, written from the rules, not from src/).
 *
 * DIFF_SEED=<n> replays a run; DIFF_QUERIES=<n> sets the queries per databank and store (default 300);
 * DIFF_REPORT=<file> writes every mismatch there as JSON lines.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { demoRecords, hostileDatabank, serve, type Served } from '../helpers/databanks.js';
import { COLLECTIONS, Oracle, type Expected, type Rec } from '../helpers/oracle.js';
import { parseQsl } from '../helpers/pyrules.js';
import { QueryGen, rng } from '../helpers/query-gen.js';
import { STORES } from '../helpers/stores.js';

const SEED = Number(process.env.DIFF_SEED ?? 20250601);
const QUERIES = Number(process.env.DIFF_QUERIES ?? 300);
const REPORT = process.env.DIFF_REPORT;

interface Page { count: number; next: string | null; previous: string | null; results: Rec[] }

const clip = (s: string, n = 300): string => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const summary = (status: number, body: unknown): string => {
  if (status === 200 && body && typeof body === 'object' && 'results' in body) {
    const p = body as Page;
    return clip(JSON.stringify({ status, count: p.count, next: p.next, previous: p.previous, ids: p.results.map((r) => r.id) }), 700);
  }
  return clip(JSON.stringify({ status, body }), 700);
};

/** What differs between the app's answer and the oracle's, or undefined. */
function difference(expected: Expected, status: number, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status}, body is not JSON: ${clip(text)}`;
  }
  if (status !== expected.status) return 'status';
  // ASSUMPTION: a 400 body's parameters may come in any order (query-params.md names no order; isDeepStrictEqual
  // ignores key order). The messages and the set of parameters must be equal.
  if (status !== 200) return isDeepStrictEqual(body, expected.body) ? undefined : 'body';
  const got = body as Page, want = expected.body as Page;
  if (got.count !== want.count) return 'count';
  if (!isDeepStrictEqual(got.results?.map((r) => r.id), want.results.map((r) => r.id))) return 'results (ids)';
  if (got.next !== want.next) return 'next';
  if (got.previous !== want.previous) return 'previous';
  if (!isDeepStrictEqual(got.results, want.results)) return 'results (records)';
  if (!isDeepStrictEqual(Object.keys(got), ['count', 'next', 'previous', 'results'])) return 'envelope keys';
  return undefined;
}

/**
 * Fixed queries on the hostile dump, each answered by the oracle like the random ones: edge cases worth keeping in
 * every run, and the disagreements found so far (see the report of h/oracle).
 */
const PINNED: string[] = [
  // Date-time ranges over instants far from 1970 (before ~1684, after ~2255: beyond 2^53 µs).
  'core/references/?created_date__range=1500-01-01T00:00:00Z,1700-01-01T00:00:00Z',
  'core/references/?created_date__range=0001-01-01T00:00:00Z,0001-01-01T00:00:00Z',
  'core/references/?created_date__range=2250-01-01T00:00:00Z,2350-01-01T00:00:00Z',
  'core/references/?created_date__range=9999-12-31T23:59:59.999999Z,9999-12-31T23:59:59.999999Z',
  'core/citations/?modified_date__range=2020-01-01T00:00:00.5Z,2020-01-01T00:00:00.5Z',
  'core/references/?created_date__date=0050-06-15&ordering=-created_date',
  // A leading U+FEFF is not white space to Python: Decimal and int() reject it, links keep it.
  'sc/tokens/?year_from=%EF%BB%BF5',
  'sc/tokens/?page_size=1&x=%EF%BB%BFa',
  'sc/tokens/?page=%EF%BB%BF2',
  // int() strips ASCII white space and non-ASCII spaces, not U+001C–U+001F (Decimal() strips them).
  'sc/tokens/?page=%1C2', 'sc/tokens/?page_size=%1C7', 'sc/tokens/?covers_year=%1C5', 'sc/tokens/?year_from=%1C5',
  // Numbers no integer equals (query-params.md: match nothing).
  'sc/tokens/?year_from__lte=0.5', 'sc/tokens/?year_from__gte=-0.5', 'sc/tokens/?year_to__lte=99999999999999999999',
  'core/polities/?start_year__gt=1e-400', 'sc/tokens/?year_from=1e50', 'sc/tokens/?year_from=1e51',
  // The extensions' whole numbers (ASSUMPTION: django-filter BaseInFilter / IntegerField).
  'sc/tokens/?polity=,1', 'sc/tokens/?polity=1,,2', 'sc/tokens/?polity=1.0', 'sc/tokens/?polity=%20', 'sc/tokens/?covers_year=1.0',
  'sc/tokens/?covers_year=%20', 'core/polities/?polity=1,2,40000&covers_year=1',
  // Text: NUL, wildcards, case mapping, long values.
  'core/sections/?name__icontains=%00', 'core/sections/?name=%25_%5C', 'core/sections/?name__icontains=_%5C',
  'core/references/?title__icontains=STRASSE', 'core/references/?title__icontains=%C3%9F', 'core/references/?title__icontains=i',
  'core/references/?title__icontains=%C4%B0', 'core/polities/?long_name__icontains=%CF%83%CF%82', 'general/polity-alternative-names/?alternative_name__icontains=%EF%AC%81',
  'core/references/?ordering=title,-id&page_size=100', 'core/citations/?ordering=-modified_date,created_date&page_size=100',
  'general/polity-durations/?ordering=-year_from,year_to&page_size=100', 'sc/tokens/?ordering=-is_disputed,tag,-year_to&page=last&page_size=7',
];

interface Mismatch { seed: number; store: string; databank: string; i: number; url: string; what: string; expected: string; got: string }

for (const kind of STORES) {
  describe(`${kind.name}: list filters answer as the published rules say (seed ${SEED})`, () => {
    for (const databank of ['demo', 'hostile'] as const) {
      describe(databank, () => {
        let served: Served;
        let oracle: Oracle;
        before(async () => {
          served = await serve(kind, databank);
          oracle = new Oracle(databank === 'demo' ? demoRecords() : hostileDatabank());
        });
        after(async () => { await served?.close(); });

        const get = async (url: string): Promise<{ status: number; body: string }> => {
          const res = await served.app.inject({ method: 'GET', url, headers: { host: 'testserver' } });
          return { status: res.statusCode, body: res.body };
        };

        it(`${QUERIES} random queries: status and whole body equal the oracle's, never a 5xx`, async () => {
          const seed = SEED + (databank === 'demo' ? 0 : 1);
          const r = rng(seed);
          const gen = new QueryGen(oracle);
          const mismatches: Mismatch[] = [];
          const errors5xx: string[] = [];
          for (let i = 0; i < QUERIES; i++) {
            const c = COLLECTIONS[Math.floor(r() * COLLECTIONS.length)]!;
            const query = gen.query(r, c.path);
            const url = `/api/${c.path}/${query ? `?${query}` : ''}`;
            const res = await get(url);
            if (res.status >= 500) errors5xx.push(`${res.status} ${clip(url)}: ${clip(res.body)}`);
            const expected = oracle.answer(c.path, query);
            const what = difference(expected, res.status, res.body);
            if (what) {
              let got: unknown = res.body;
              try { got = JSON.parse(res.body); } catch { /* shown as text */ }
              mismatches.push({ seed, store: kind.name, databank, i, url, what, expected: summary(expected.status, expected.body), got: summary(res.status, got) });
            }
          }
          if (REPORT && mismatches.length) fs.appendFileSync(REPORT, mismatches.map((m) => JSON.stringify(m) + '\n').join(''));
          assert.deepEqual(errors5xx, [], `5xx answers (seed ${seed}):\n${errors5xx.join('\n')}`);
          assert.equal(mismatches.length, 0,
            `${mismatches.length} of ${QUERIES} answers differ from the rules (DIFF_SEED=${SEED}, ${kind.name}, ${databank}):\n` +
            mismatches.slice(0, 20).map((m) => `#${m.i} ${clip(m.url)}\n  differs in: ${m.what}\n  expected: ${m.expected}\n  got:      ${m.got}`).join('\n'));
        });

        if (databank === 'hostile') {
          it(`${PINNED.length} pinned queries: edge cases and past disagreements`, async () => {
            const mismatches: string[] = [];
            for (const u of PINNED) {
              const [p, query = ''] = u.split('/?');
              const res = await get(`/api/${u}`);
              assert.ok(res.status < 500, `${u}: ${res.status} ${clip(res.body)}`);
              const expected = oracle.answer(p!, query);
              const what = difference(expected, res.status, res.body);
              if (what) {
                let got: unknown = res.body;
                try { got = JSON.parse(res.body); } catch { /* shown as text */ }
                mismatches.push(`${u}\n  differs in: ${what}\n  expected: ${summary(expected.status, expected.body)}\n  got:      ${summary(res.status, got)}`);
              }
            }
            assert.equal(mismatches.length, 0, `${mismatches.length} of ${PINNED.length} pinned queries differ (${kind.name}):\n${mismatches.join('\n')}`);
          });
        }

        it('a filtered count is the number of records reached by following next from page 1', async () => {
          const r = rng(SEED + 7 + (databank === 'demo' ? 0 : 1));
          const gen = new QueryGen(oracle);
          let crawled = 0;
          for (let attempt = 0; attempt < 2000 && crawled < 6; attempt++) {
            const c = COLLECTIONS[Math.floor(r() * COLLECTIONS.length)]!;
            // Drop any page parameter: the crawl starts at page 1.
            const query = gen.query(r, c.path).split('&').filter((p) => p && parseQsl(p)[0]?.[0] !== 'page').join('&');
            const expected = oracle.answer(c.path, query);
            if (expected.status !== 200 || (expected.body as Page).count < 2 || (expected.body as Page).count > 800) continue;
            if (!/(^|&)(?!page|format|ordering)[^=&]+=[^&]/.test(query)) continue; // at least one parameter that may filter
            crawled++;
            const ids: unknown[] = [];
            let count = -1;
            for (let url: string | null = `/api/${c.path}/?${query}`, pages = 0; url && pages < 1000; pages++) {
              const res = await get(url);
              assert.equal(res.status, 200, `${clip(url)}: ${clip(res.body)}`);
              const page = JSON.parse(res.body) as Page;
              if (count < 0) count = page.count;
              ids.push(...page.results.map((x) => x.id));
              url = page.next && page.next.replace(/^http:\/\/testserver/, '');
            }
            assert.equal(ids.length, count, `${c.path}/?${clip(query)}: count ${count}, reached ${ids.length} (seed ${SEED})`);
            assert.equal(new Set(ids).size, ids.length, `${c.path}/?${clip(query)}: a record twice`);
            assert.deepEqual(ids, oracle.selected(c.path, query)!.map((x) => x.id), `${c.path}/?${clip(query)}: the records, in order`);
          }
          assert.ok(crawled >= 3, `only ${crawled} filtered queries crawled`);
        });
      });
    }
  });
}
