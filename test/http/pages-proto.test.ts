/**
 * Issue 17, defect 1: data values and query values named like Object.prototype's members (`constructor`,
 * `__proto__`, `toString`, ...) are text like any other. Every page kind answers what it answers for any other
 * value (200, or the API's own 400/404 for the same query), and shows them as themselves: an unknown tag is shown
 * as itself with no label, a value's timeline colour is a colour, a parameter named `constructor` stays in the page's links.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { memorySource } from '../helpers/hostile.js';
import { PROTO_POLITIES, PROTO_WORDS, protoRecords } from '../helpers/proto-dump.js';
import { REGISTRY } from '../helpers/registry.js';
import { STORES, type TestStore } from '../helpers/stores.js';
import { NO_PAGE_BUDGET } from '../helpers/app.js';

interface Page { count: number; next: string | null; results: Record<string, unknown>[] }

const enc = encodeURIComponent;

for (const kind of STORES) {
  describe(`${kind.name}: values named like Object.prototype's members (issue 17)`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    before(async () => {
      handle = await kind.open();
      await loadDatabank(handle.store, memorySource(protoRecords()));
      app = buildApp({ config: loadConfig({ ...NO_PAGE_BUDGET, pageCacheMb: '0' }, {}), store: handle.store });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await handle.cleanup();
    });

    const get = (url: string) => app.inject({ url, headers: { host: 'testserver' } });
    async function status(url: string, expected: number): Promise<string> {
      const res = await get(url);
      assert.equal(res.statusCode, expected, `${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.body;
    }
    const api = async (url: string): Promise<Page> => JSON.parse(await status(`/api${url}`, 200)) as Page;

    it('the home page, every list, every record page and the JSON API answer 200', async () => {
      const dump = protoRecords();
      await status('/', 200);
      await status('/api/', 200);
      for (const def of REGISTRY) {
        for (const q of ['', '?page_size=100']) {
          await status(`/${def.path}/${q}`, 200);
          await status(`/api/${def.path}/${q}`, 200);
        }
        const { results, count } = await api(`/${def.path}/?page_size=100`);
        // The dump holds the spec's collections; the catalogue's others are empty here, and answer 200 all the same.
        const held = dump[def.path]?.length ?? 0;
        assert.ok(count === held && results.length === count, `${def.path}: the whole dump in one page`);
        for (const r of results) {
          const id = enc(String(r.id));
          await status(`/${def.path}/${id}/`, 200);
          await status(`/api/${def.path}/${id}/`, 200);
        }
      }
    });

    it('every polity page answers 200, names its tags and draws its bars in colours', async () => {
      for (const p of PROTO_POLITIES) {
        const body = await status(`/core/polities/${p.id as number}/`, 200);
        assert.ok(body.includes(`<h1>${p.long_name as string}</h1>`), `polity ${p.id as number}`);
        // A tag outside the vocabulary is shown as itself, marked outside, and no label is made up for it.
        for (const m of body.matchAll(/<span class="v" data-value="([^"]*)" data-label="([^"]*)">/g)) {
          assert.ok(!(PROTO_WORDS as readonly string[]).includes(m[1]!), `a label for ${m[1]}: ${m[2]}`);
        }
        for (const m of body.matchAll(/<span class="text outside" data-value="([^"]*)" data-outside>([^<]*)<\/span>/g)) assert.equal(m[2], m[1]);
        for (const m of body.matchAll(/Tag: ([^\n<]*)/g)) {
          const [tag, rest] = [m[1]!.split(' ')[0]!, m[1]!.slice(m[1]!.split(' ')[0]!.length)];
          if ((PROTO_WORDS as readonly string[]).includes(tag)) assert.equal(rest, '', `tooltip of tag ${tag}`);
        }
        // Every bar is filled with a colour of the palette (or the hatching), never with the text of a function.
        const fills = [...body.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="14" rx="2" fill="([^"]*)"/g)].map((m) => m[1]!);
        assert.ok(fills.length > 0, `bars on polity ${p.id as number}`);
        for (const fill of fills) assert.match(fill, /^(#[0-9A-Fa-f]{6}|url\(#uncertain(-sec-[a-z0-9-]+)?\))$/, `polity ${p.id as number}`);
      }
      // Polity 1 holds every collection's ordinary record: TRS keeps its meaning.
      const first = await status('/core/polities/1/', 200);
      assert.ok(first.includes('<span class="v" data-value="TRS" data-label="Confident">Confident</span> <code class="code">TRS</code>'));
      assert.ok(first.includes('Tag: TRS (Confident)'));
      // Every word is some record's tag on some polity page.
      const all = (await Promise.all(PROTO_POLITIES.map((p) => status(`/core/polities/${p.id as number}/`, 200)))).join('');
      for (const w of PROTO_WORDS) assert.ok(all.includes(`<td data-label="tag"><span class="text outside" data-value="${w}" data-outside>${w}</span>`), w);
    });

    it('lists filtered by every word answer what the API answers, with the same count', async () => {
      for (const def of REGISTRY) {
        for (const f of def.filters.filter((g) => g.value === 'text' || g.value === 'choice')) {
          for (const w of PROTO_WORDS) {
            const query = `?${f.param}=${enc(w)}&page_size=100`;
            const res = await get(`/api/${def.path}/${query}`);
            if (f.value === 'choice') {
              // A tag outside the vocabulary is django-filter's invalid choice, in the page as in the API.
              assert.equal(res.statusCode, 400, `${def.path}${query}`);
              const body = await status(`/${def.path}/${query}`, 400);
              assert.ok(body.includes(`Select a valid choice. ${w} is not one of the available choices.`), `${def.path}${query}`);
              continue;
            }
            assert.equal(res.statusCode, 200, `/api/${def.path}/${query}`);
            const body = await status(`/${def.path}/${query}`, 200);
            const count = (JSON.parse(res.body) as Page).count;
            // Issue 26: an empty selection carries its count too (`data-count="0"`), as every list's `.count` does.
            assert.ok(count === 0 ? body.includes('<strong data-count="0">No records</strong> match.') : body.includes(`data-count="${count}"`), `${def.path}${query}: ${count}`);
          }
        }
      }
      // The words match what holds them: tokens valued `constructor`, a polity named `__proto__`.
      assert.ok((await api('/sc/tokens/?token=constructor')).count > 0);
      assert.ok((await api('/core/polities/?name__icontains=__proto__')).count > 0);
    });

    it('words as ordering, page, format, search text, record ids and parameter names', async () => {
      for (const w of PROTO_WORDS) {
        const e = enc(w);
        // Unknown ordering terms are dropped (DRF), `format` is ignored on a page, an unknown page is a 404.
        await status(`/sc/tokens/?ordering=${e}`, 200);
        await status(`/api/sc/tokens/?ordering=${e}`, 200);
        await status(`/sc/tokens/?format=${e}`, 200);
        await status(`/sc/tokens/?page=${e}`, 404);
        await status(`/api/sc/tokens/?page=${e}`, 404);
        // The search finds the polity of that name.
        const id = PROTO_POLITIES.find((p) => p.name === w)!.id as number;
        const found = await status(`/search/?q=${e}`, 200);
        assert.ok(found.includes(`<a href="/core/polities/${id}/">`), `search ${w}`);
        // No record has such an id.
        for (const def of REGISTRY) {
          await status(`/${def.path}/${e}/`, 404);
          await status(`/api/${def.path}/${e}/`, 404);
        }
        // A parameter of that name is one the API does not know: ignored, and kept in links as the API keeps it.
        const body = await status(`/sc/tokens/?${e}=x&page_size=10`, 200);
        const apiPage = await api(`/sc/tokens/?${e}=x&page_size=10`);
        assert.ok(apiPage.next?.includes(`${e}=x`), `the API's next link keeps ${w}`);
        const kept = [[w, 'x'], ['page_size', '10']].sort(([a], [b]) => (a! < b! ? -1 : 1)).map(([n, v]) => `${enc(n!)}=${v}`);
        assert.ok(body.includes(`href="/api/sc/tokens/?${kept.join('&amp;')}"`), `the JSON link keeps ${w}`);
        const next = [[w, 'x'], ['page', '2'], ['page_size', '10']].sort(([a], [b]) => (a! < b! ? -1 : 1)).map(([n, v]) => `${enc(n!)}=${v}`);
        assert.ok(body.includes(`<a href="/sc/tokens/?${next.join('&amp;')}" rel="next">`), `the next link keeps ${w}`);
      }
    });

    // Outside the pages: parseFormat (src/plan/parse.ts) looks `format` up on a plain object, so these words find a
    // function (a list answered 500, a record 200). The README: an unknown format is a 404.
    it('the API: a format named like a prototype member is unknown, a 404', async () => {
      for (const w of PROTO_WORDS) {
        await status(`/api/sc/tokens/?format=${enc(w)}`, 404);
        await status(`/api/sc/tokens/1/?format=${enc(w)}`, 404);
      }
    });
  });
}
