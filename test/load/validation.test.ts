/** Every class of dump problem: the exact `file:line: field: problem` line, nothing loaded, the previous databank served. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { LoadError, loadDatabank } from '../../src/load/loader.js';
import { DumpError } from '../../src/load/dump-files.js';
import { dumpSource } from '../../src/load/read-dump.js';
import type { Generation } from '../../src/store/store.js';
import { ndjson, P1, P2, tinyRecords, UUID1, writeDump } from '../helpers/dumps.js';
import { SQLITE, tempDir, type TestStore } from '../helpers/stores.js';
import { registry } from '../helpers/registry.js';

type Records = ReturnType<typeof tinyRecords>;

describe('load: problems in a dump', () => {
  let handle: TestStore;
  let app: FastifyInstance;
  let gen: Generation;
  let served: string;

  before(async () => {
    handle = await SQLITE.open();
    await loadDatabank(handle.store, dumpSource(registry, writeDump(tempDir(), tinyRecords())));
    gen = (await handle.store.current())!;
    app = buildApp({ config: loadConfig({}, {}), store: handle.store });
    served = (await app.inject('/api/sc/tokens/')).body;
  });
  after(async () => {
    await app.close();
    await handle.cleanup();
  });

  /** Loads tinyRecords changed by `change` (and raw `files` over them); expects exactly `expected` problem lines. */
  async function rejects(change: (r: Records) => void, expected: readonly (string | RegExp)[], files: Record<string, string | Buffer> = {},
    maxErrors?: number): Promise<LoadError> {
    const records = tinyRecords();
    change(records);
    const dir = writeDump(tempDir(), { ...records, ...files });
    let caught: unknown;
    await loadDatabank(handle.store, dumpSource(registry, dir), { maxErrors }).catch((err: unknown) => (caught = err));
    assert.ok(caught instanceof LoadError, `expected a LoadError, got ${String(caught)}`);
    assert.equal(caught.errors.length, expected.length, caught.errors.join('\n'));
    caught.errors.forEach((line, i) => {
      const want = expected[i]!;
      if (typeof want === 'string') assert.equal(line, want);
      else assert.match(line, want);
    });
    // Nothing was loaded: the same generation, the same bytes served.
    assert.equal((await handle.store.current())!.id, gen.id);
    assert.equal((await app.inject('/api/sc/tokens/')).body, served);
    return caught;
  }

  test('invalid JSON', async () => void await rejects(() => {},
    ['sc/tokens.ndjson:2: record: invalid JSON at column 10 near "{\\"id\\": 2," (the line ends where a property name should be)'],
    { 'sc/tokens.ndjson': ndjson(tinyRecords()['sc/tokens']!.slice(0, 1)) + '{"id": 2,\n' }));

  test('a file that is no JSON: each line quoted by at most 40 characters, escaped (issue 12, defect 3)', async () => {
    const secret = 'x'.repeat(30) + 'SECRET-TAIL-' + 'y'.repeat(100);
    const err = await rejects(() => {}, [
      'sc/tokens.ndjson:1: record: invalid JSON at column 1 near "root:x:0:0:root:/root:/bin/bash" (expected a value)',
      `sc/tokens.ndjson:2: record: invalid JSON at column 1 near "${'x'.repeat(30)}SECRET-TAI…" (expected a value)`,
      // A terminal escape (ESC, the C1 CSI) and a bidi override are escaped, never printed raw.
      'sc/tokens.ndjson:3: record: invalid JSON at column 8 near "{\\"a\\": \\"\\u001b[2J\\u009b1m\\u202e\\", x}" (a raw control character in a string)',
      `sc/tokens.ndjson:4: record: invalid JSON at column ${secret.length + 17} near "…${'y'.repeat(39)}\\"" (the line ends inside an object)`,
    ], { 'sc/tokens.ndjson': `root:x:0:0:root:/root:/bin/bash\n${secret}\n{"a": "\u001b[2J\u009b1m\u202e", x}\n{"a": 1, "b": "${secret}"\n` });
    assert.ok(!err.message.includes('SECRET-TAIL-'), err.message);
  });

  test('an unknown field of any name is shown escaped and short', async () => void await rejects((r) => {
    r['sc/tokens']![0]![`\u001b]0;${'k'.repeat(60)}`] = 1;
  }, [`sc/tokens.ndjson:1: "\\u001b]0;${'k'.repeat(36)}…": unknown field`]));

  test('a line that is not an object', async () => void await rejects((r) => { r['core/sections']!.push([1, 2] as never); },
    ['core/sections.ndjson:2: record: expected a JSON object, got an array']));

  test('invalid UTF-8', async () => void await rejects(() => {}, ['sc/tokens.ndjson:2: record: invalid UTF-8'], {
    'sc/tokens.ndjson': Buffer.concat([Buffer.from(ndjson(tinyRecords()['sc/tokens']!.slice(0, 1))), Buffer.from([0x7b, 0xff, 0x7d, 0x0a])]),
  }));

  test('a byte order mark', async () => void await rejects(() => {}, ['core/sections.ndjson:1: record: starts with a byte order mark (dumps are UTF-8 without BOM)'],
    { 'core/sections.ndjson': '\ufeff' + ndjson(tinyRecords()['core/sections']!) }));

  test('a blank line before a record (blank lines at the end are fine)', async () => void await rejects(() => {},
    ['sc/tokens.ndjson:2: record: blank line (only the end of a file may have them)'],
    { 'sc/tokens.ndjson': ndjson(tinyRecords()['sc/tokens']!).replace('\n', '\n\n') + '\n\n' }));

  test('a 10,000-digit decimal is a problem naming its line and field, not a failure of the store (issue 24)', async () => {
    const capital = (latitude: string): string => JSON.stringify({
      id: 1, name: 'Rome', alternative_names: null, current_country: null, latitude, longitude: '12.50000000', year_from: null,
      year_to: null, url_on_the_map: null, is_verified: null, note: null,
    });
    await rejects(() => {}, [
      `core/capitals.ndjson:2: latitude: expected a decimal from -92233720368.54775807 to 92233720368.54775807, got the string "${'1'.repeat(40)}…" (10009 characters)`,
      'core/capitals.ndjson:3: latitude: expected a decimal from -92233720368.54775807 to 92233720368.54775807, got the string "-92233720368.54775808" (21 characters)',
    ], { 'core/capitals.ndjson': [capital('41.90000000'), capital(`${'1'.repeat(10_000)}.00000000`), capital('-92233720368.54775808'),
      capital('-92233720368.54775807'), capital('00000000000000000000041.90000000')].map((l, i) => l.replace('"id":1', `"id":${i + 1}`)).join('\n') + '\n' });
  });

  test('a number of 10,000 digits is named by its first 40 and its length, not printed whole (issue 24)', async () => void await rejects((r) => {
    r['sc/tokens']![0]!.year_from = 0;
    r['core/sections']![0]!.sort_order = 0;
  }, [
    `sc/tokens.ndjson:1: year_from: expected an integer from -9007199254740991 to 9007199254740991, got ${'9'.repeat(40)}… (10000 characters)`,
    `core/sections.ndjson:1: sort_order: expected an integer, got the number ${'1'.repeat(40)}… (10002 characters)`,
  ], {
    'sc/tokens.ndjson': ndjson(tinyRecords()['sc/tokens']!).replace('"year_from":null', `"year_from":${'9'.repeat(10_000)}`),
    'core/sections.ndjson': ndjson(tinyRecords()['core/sections']!).replace('"sort_order":200', `"sort_order":${'1'.repeat(10_000)}.0`),
  }));

  test('a geometry nested 100,000 deep is a problem naming its line and field (issue 24)', async () => {
    const shape = (id: number, coordinates: string): string => JSON.stringify({
      id, geom: { type: 'MultiPolygon', coordinates: [] }, simplified_geom: null, name: 'x', wikipedia_name: null, databank_id: 'x',
      area: 1, start_year: 1, end_year: 2, polity_start_year: 1, polity_end_year: 2, colour: '#000', components: null, member_of: null,
    }).replace('"coordinates":[]', `"coordinates":${coordinates}`);
    await rejects(() => {}, ['core/cliopatria-shapefiles.ndjson:2: geom: expected a GeoJSON geometry nested at most 32 deep, got one nested deeper'], {
      'core/cliopatria-shapefiles.ndjson': [shape(1, '[[[[12.5,41.9],[12.6,41.9],[12.5,42],[12.5,41.9]]]]'),
        shape(2, '['.repeat(100_000) + ']'.repeat(100_000))].join('\n') + '\n',
    });
  });

  test('a required field missing', async () => void await rejects((r) => { delete r['sc/tokens']![1]!.tag; },
    ['sc/tokens.ndjson:2: tag: required field is missing']));

  test('a wrong type', async () => void await rejects((r) => { r['sc/tokens']![0]!.year_from = '1200'; r['core/sections']![0]!.sort_order = 1.5; }, [
    'sc/tokens.ndjson:1: year_from: expected an integer or null, got the string "1200"',
    'core/sections.ndjson:1: sort_order: expected an integer, got the number 1.5',
  ]));

  test('an integer written with a fraction or an exponent, also nested (issue 12, defect 9)', async () => {
    const r = tinyRecords();
    // Text that only looks like such a number, inside strings: no problem.
    r['sc/tokens']![1]!.comment = '"year_from": 5.0, "id":7e0';
    r['sc/tokens']![1]!.description = 'at 10:09:08.5 and 1.5e3';
    const line = (p: string, i: number): string => JSON.stringify(r[p]![i]);
    const edit = (p: string, i: number, from: string, to: string): string => {
      const text = line(p, i);
      assert.ok(text.includes(from), `${p}:${i + 1} lacks ${from}`);
      return text.replace(from, to);
    };
    const lines = (p: string, changed: Record<number, string>): string =>
      r[p]!.map((_, i) => (changed[i] ?? line(p, i)) + '\n').join('');
    await rejects(() => {}, [
      'core/polities.ndjson:2: id: expected an integer written as an integer, got 2.0',
      'core/polities.ndjson:2: end_year: expected an integer written as an integer, got -264.0',
      'sc/tokens.ndjson:1: id: expected an integer written as an integer, got 5.0',
      'sc/tokens.ndjson:1: polity.start_year: expected an integer written as an integer, got -509.0',
      'core/references.ndjson:1: year: expected an integer written as an integer, got 2001.000',
      'core/sections.ndjson:1: sort_order: expected an integer written as an integer, got 2e2',
      'general/polity-suprapolities.ndjson:1: other_polity.end_year: expected an integer written as an integer, got -2.64E2',
      'general/polity-durations.ndjson:1: polity_year_from: expected an integer written as an integer, got -0 (served as 0)',
      'core/citations.ndjson:2: page_from: expected an integer written as an integer, got 7e0',
    ], {
      'sc/tokens.ndjson': lines('sc/tokens', { 0: edit('sc/tokens', 0, '"id":1,', '"id":5.0,').replace('"start_year":-509', '"start_year":-509.0') }),
      'core/references.ndjson': lines('core/references', { 0: edit('core/references', 0, '"year":2001', '"year" :\t2001.000') }),
      'core/sections.ndjson': lines('core/sections', { 0: edit('core/sections', 0, '"sort_order":200', '"sort_order": 2e2') }),
      'general/polity-suprapolities.ndjson': lines('general/polity-suprapolities', { 0: edit('general/polity-suprapolities', 0, '"end_year":-264', '"end_year":-2.64E2') }),
      'general/polity-durations.ndjson': lines('general/polity-durations', { 0: edit('general/polity-durations', 0, '"polity_year_from":-509', '"polity_year_from":-0') }),
      'core/citations.ndjson': lines('core/citations', { 1: edit('core/citations', 1, '"page_from":null', '"page_from":7e0') }),
      'core/polities.ndjson': lines('core/polities', { 1: edit('core/polities', 1, '"id":2,', '"id":2.0,').replace('"end_year":-264', '"end_year":-264.0') }),
    });
  });

  test('a number JSON.parse cannot hold exactly is quoted as the dump writes it (issue 17, item 7)', async () => {
    const r = tinyRecords();
    const file = (p: string, edits: Record<number, [string, string][]>): string => r[p]!.map((rec, i) => {
      let text = JSON.stringify(rec);
      for (const [from, to] of edits[i] ?? []) {
        assert.ok(text.includes(from), `${p}:${i + 1} lacks ${from}`);
        text = text.replace(from, to);
      }
      return text + '\n';
    }).join('');
    const range = 'expected an integer from -9007199254740991 to 9007199254740991';
    await rejects(() => {}, [
      `sc/tokens.ndjson:1: id: ${range}, got 9007199254740993`,
      `sc/tokens.ndjson:1: polity.end_year: ${range}, got -12345678901234567890`,
      'sc/tokens.ndjson:2: tag: expected a string, got the integer 9007199254740993',
      'sc/tokens.ndjson:2: comment: expected a string or null, got the number 1.00000000000000000001',
      'core/references.ndjson:2: year: expected an integer or null, got the number 1e400',
      `core/sections.ndjson:1: sort_order: ${range}, got 9007199254740992`,
    ], {
      'sc/tokens.ndjson': file('sc/tokens', {
        0: [['"id":1,', '"id":9007199254740993,'], ['"end_year":-300', '"end_year":-12345678901234567890']],
        1: [['"tag":"TRS"', '"tag":9007199254740993'], ['"comment":"EMPTY_COMMENT"', '"comment":1.00000000000000000001']],
      }),
      // The largest safe integer is an integer like any other: no problem.
      'core/references.ndjson': file('core/references', { 0: [['"year":2001', '"year":9007199254740991']], 1: [['"year":null', '"year":1e400']] }),
      'core/sections.ndjson': file('core/sections', { 0: [['"sort_order":200', '"sort_order":9007199254740992']] }),
    });
  });

  test('an integer field holding a fraction keeps its one problem, the number as written', async () => void await rejects(() => {},
    ['core/sections.ndjson:1: sort_order: expected an integer, got the number 2.50'],
    { 'core/sections.ndjson': ndjson(tinyRecords()['core/sections']!).replace('"sort_order":200', '"sort_order":2.50') }));

  test('a record longer than --max-record-bytes: at the limit it loads, one byte over it is a problem (issue 12, defect 9)', async () => {
    const MiB = 1 << 20;
    // A token whose line takes exactly `bytes` bytes, two-byte characters included.
    const token = (id: number, bytes: number): string => {
      const record = { ...tinyRecords()['sc/tokens']![id - 1]!, comment: '' };
      const pad = bytes - Buffer.byteLength(JSON.stringify(record));
      const wide = Math.min(1000, Math.floor(pad / 4));
      const text = JSON.stringify({ ...record, comment: 'é'.repeat(wide) + 'x'.repeat(pad - 2 * wide) });
      assert.equal(Buffer.byteLength(text), bytes);
      return text;
    };
    // The default limit, lines spanning the reads of a plain file (1 MiB each)...
    await rejects(() => {}, [`sc/tokens.ndjson:2: record: ${MiB + 1} bytes, more than --max-record-bytes ${MiB}`],
      { 'sc/tokens.ndjson': `${token(1, MiB)}\n${token(2, MiB + 1)}\n` });
    // ... and of a gzip file (16 KiB each), 5 MiB on a last line without LF, after a blank line.
    await rejects((r) => void delete (r as Partial<Records>)['sc/tokens'], [
      'sc/tokens.ndjson.gz:2: record: blank line (only the end of a file may have them)',
      `sc/tokens.ndjson.gz:3: record: ${5 * MiB} bytes, more than --max-record-bytes ${MiB}`,
    ], { 'sc/tokens.ndjson.gz': `${token(1, MiB)}\n\n${token(2, 5 * MiB)}` });

    // Another limit: the same line loads at it, and is a problem one byte below it.
    const dir = writeDump(tempDir(), { ...tinyRecords(), 'sc/tokens.ndjson': `${token(1, 5000)}\n${token(2, 700)}\n` });
    const other = await SQLITE.open();
    try {
      await assert.rejects(loadDatabank(other.store, dumpSource(registry, dir, { maxRecordBytes: 4999 })), (err: unknown) =>
        err instanceof LoadError && err.errors.join('\n') === 'sc/tokens.ndjson:1: record: 5000 bytes, more than --max-record-bytes 4999');
      assert.equal(await other.store.current(), undefined);
      const report = await loadDatabank(other.store, dumpSource(registry, dir, { maxRecordBytes: 5000 }));
      assert.equal(report.counts['sc/tokens'], 2);
      const served = await buildApp({ config: loadConfig({}, {}), store: other.store }).inject('/api/sc/tokens/1/');
      assert.equal(Buffer.byteLength(served.body), 5000);
    } finally {
      await other.cleanup();
    }
  });

  test('a boolean that is not one', async () => void await rejects((r) => { r['sc/tokens']![0]!.is_disputed = 'false'; },
    ['sc/tokens.ndjson:1: is_disputed: expected true or false, got the string "false"']));

  test('null where the field is not nullable', async () => void await rejects((r) => { r['core/references']![0]!.title = null; },
    ['core/references.ndjson:1: title: must not be null']));

  test("the collection's constant name", async () => void await rejects((r) => { r['sc/tokens']![0]!.name = 'Tokens'; },
    ['sc/tokens.ndjson:1: name: must be "Token" in this collection, got the string "Tokens"']));

  test('a citation id that is no UUID', async () => void await rejects((r) => { r['core/citations']![0]!.id = 'abc'; },
    ['core/citations.ndjson:1: id: expected a UUID, got the string "abc"']));

  test('timestamp forms', async () => void await rejects((r) => {
    r['core/references']![0]!.created_date = '2020-02-30T00:00:00Z';
    r['core/references']![1]!.modified_date = '2021-03-04 05:06:07';
    r['core/citations']![0]!.created_date = '2021-05-06T07:08:09.Z'; // a point without digits
    r['core/citations']![1]!.modified_date = '2021-05-06T07:08:09Z'; // accepted: DRF writes no fraction for whole seconds
  }, [
    'core/references.ndjson:1: created_date: expected an ISO 8601 UTC timestamp like 2023-01-31T12:00:00.5Z, got the string "2020-02-30T00:00:00Z"',
    'core/references.ndjson:2: modified_date: expected an ISO 8601 UTC timestamp like 2023-01-31T12:00:00.5Z or null, got the string "2021-03-04 05:06:07"',
    'core/citations.ndjson:1: created_date: expected an ISO 8601 UTC timestamp like 2023-01-31T12:00:00.5Z, got the string "2021-05-06T07:08:09.Z"',
  ]));

  test('an unknown field, also inside a polity', async () => void await rejects((r) => {
    r['sc/tokens']![0]!.extra = 1;
    r['sc/tokens']![1]!.polity = { ...P2, capital: 'Veii' };
  }, ['sc/tokens.ndjson:1: extra: unknown field', 'sc/tokens.ndjson:2: polity.capital: unknown field']));

  test('a malformed nested polity', async () => void await rejects((r) => { r['sc/tokens']![0]!.polity = { ...P1, start_year: '-509' }; }, [
    'sc/tokens.ndjson:1: polity.start_year: expected an integer, got the string "-509"',
  ]));

  test('duplicate ids (UUIDs compared case-insensitively)', async () => void await rejects((r) => {
    r['sc/tokens']![1]!.id = 1;
    r['core/citations']![0]!.id = UUID1.toUpperCase();
  }, [
    'sc/tokens.ndjson:2: id: duplicate id 1 (first at sc/tokens.ndjson:1)',
    `core/citations.ndjson:2: id: duplicate id "${UUID1}" (first at core/citations.ndjson:1)`,
  ]));

  test('the same polity id with another summary', async () => void await rejects((r) => {
    r['general/polity-durations']![0]!.polity = { ...P1, long_name: 'Rome' };
  }, ['general/polity-durations.ndjson:1: polity: polity 1 differs from its summary at core/polities.ndjson:1']));

  test("a citation's ref naming no loaded reference", async () => void await rejects((r) => { r['core/citations']![1]!.ref = 999; },
    ['core/citations.ndjson:2: ref: names reference 999, which is not in core/references']));

  test('an other_polity that is no known polity', async () => void await rejects((r) => {
    r['core/polities'] = [P1];
    r['sc/tokens']![1]!.polity = P1;
  }, ['general/polity-suprapolities.ndjson:1: other_polity: names polity 2, which is not a known polity']));

  test('problems in core/polities.ndjson', async () => void await rejects((r) => { r['core/polities'] = [P1, { ...P2, id: 1 }, { id: 3 }]; }, [
    'core/polities.ndjson:2: id: duplicate polity id 1',
    'core/polities.ndjson:2: record: polity 1 differs from its summary at core/polities.ndjson:1',
    // Neither the 5-key summary older dumps carry nor the original's polity record: every field of the record is named.
    ...['name', 'start_year', 'end_year', 'long_name', 'polity_tag', 'general_description', 'shapefile_name',
      'unreliable_instability_events', 'is_empty_on_polaris_release', 'home_nga', 'home_databank_region']
      .map((f) => `core/polities.ndjson:3: ${f}: required field is missing`),
  ]));

  // Issue 19, item 7: the catalogue's collections are checked as the spec's are, each problem named by file, line and
  // field (the fields as catalogue/catalogue.json lists them).
  const population = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
    id: 1, polity: P1, year_from: null, year_to: null, tag: 'TRS', is_disputed: false, is_uncertain: false,
    name: 'Polity_population', polity_population_from: 1000, polity_population_to: 2000, comment: null, description: null, ...over,
  });
  const nga = { id: 3, name: 'Latium', subregion: null, longitude: '12.500000000000', latitude: '41.900000000000',
    capital_city: 'Rome', nga_code: 'ItRom', fao_country: 'Italy', world_region: 'Europe' };

  test('a catalogue collection: an unknown field, a missing one, a wrong type, a key to nothing', async () => void await rejects((r) => {
    const bad = population({ extra: 1 });
    delete bad.polity_population_to;
    Object.assign(r, {
      'sc/polity-populations': [bad],
      'core/ngas': [{ ...nga, longitude: 12.5 }],
      'core/nga-polity-relations': [{ id: 1, name: null, year_from: null, year_to: null, is_home_nga: true, polity_party: 1, nga_party: 99 }],
    });
  }, [
    'core/ngas.ndjson:1: longitude: expected a decimal as a string with 12 digits after the point, or null, got the number 12.5',
    'sc/polity-populations.ndjson:1: polity_population_to: required field is missing',
    'sc/polity-populations.ndjson:1: extra: unknown field',
    'core/nga-polity-relations.ndjson:1: nga_party: names reference 99, which is not in core/ngas',
  ]));

  test('a value outside the vocabulary is loaded and served as it is; a key to a known record resolves', async () => {
    const records: Record<string, unknown[]> = {
      ...tinyRecords(),
      'general/polity-degree-of-centralizations': [{
        id: 4, polity: P2, year_from: null, year_to: null, tag: 'TRS', is_disputed: false, is_uncertain: false,
        name: 'Polity_degree_of_centralization', degree_of_centralization: 'NO_VALUE_ON_WIKI', comment: null, description: null,
      }],
      'core/ngas': [nga],
      'core/nga-polity-relations': [{ id: 1, name: null, year_from: null, year_to: null, is_home_nga: true, polity_party: 2, nga_party: 3 }],
    };
    const other = await SQLITE.open();
    try {
      await loadDatabank(other.store, dumpSource(registry, writeDump(tempDir(), records)));
      const served = buildApp({ config: loadConfig({}, {}), store: other.store });
      const body = (await served.inject('/api/general/polity-degree-of-centralizations/')).json() as { results: Record<string, unknown>[] };
      assert.equal(body.results[0]!.degree_of_centralization, 'NO_VALUE_ON_WIKI');
      const relation = (await served.inject('/api/core/nga-polity-relations/1/')).json() as Record<string, unknown>;
      assert.deepEqual([relation.polity_party, relation.nga_party], [2, 3]);
      await served.close();
    } finally {
      await other.cleanup();
    }
  });

  test('all problems are counted; --max-errors lines are kept', async () => {
    const err = await rejects((r) => { for (const t of r['sc/tokens']!) t.tag = null; r['core/sections']![0]!.name = 5; },
      ['sc/tokens.ndjson:1: tag: must not be null'], {}, 1);
    assert.equal(err.total, 3);
    assert.match(err.message, /^3 problems found; nothing was loaded:\nsc\/tokens\.ndjson:1: tag: must not be null\n… and 2 more$/);
  });

  test('a dump holding both forms of a file is refused', async () => {
    const dir = writeDump(tempDir(), { ...tinyRecords(), 'sc/tokens.ndjson.gz': ndjson(tinyRecords()['sc/tokens']!) });
    assert.throws(() => dumpSource(registry, dir), (err: unknown) =>
      err instanceof DumpError && /holds both sc\/tokens\.ndjson and sc\/tokens\.ndjson\.gz; keep one$/.test(err.message));
    assert.equal((await handle.store.current())!.id, gen.id);
  });

  test('links out of the dump are refused; links inside it are followed (issue 12, defect 3)', async () => {
    const outside = writeDump(tempDir(), { 'sc/tokens': tinyRecords()['sc/tokens']!, 'passwd.ndjson': 'root:x:0:0:root:/root:/bin/bash\n' });
    const real = (name: string): string => fs.realpathSync(path.join(outside, name));
    // A linked directory on the way.
    const viaDir = writeDump(tempDir(), { ...tinyRecords(), 'sc/tokens': [] });
    fs.rmSync(path.join(viaDir, 'sc'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'sc'), path.join(viaDir, 'sc'));
    assert.throws(() => dumpSource(registry, viaDir), (err: unknown) => err instanceof DumpError &&
      err.message === `sc/tokens.ndjson: resolves outside the dump (${real('sc/tokens.ndjson')}); refused`);
    // A linked file, and two at once: every one is named.
    const viaFile = writeDump(tempDir(), tinyRecords());
    for (const name of ['sc/tokens.ndjson', 'core/sections.ndjson']) {
      fs.rmSync(path.join(viaFile, name));
      fs.symlinkSync(path.join(outside, 'passwd.ndjson'), path.join(viaFile, name));
    }
    assert.throws(() => dumpSource(registry, viaFile), (err: unknown) => err instanceof DumpError && err.message ===
      `${viaFile}: 2 dump files refused; nothing was loaded:\n` +
      `sc/tokens.ndjson: resolves outside the dump (${real('passwd.ndjson')}); refused\n` +
      `core/sections.ndjson: resolves outside the dump (${real('passwd.ndjson')}); refused`);
    // A link to nothing is not a missing file.
    const dangling = writeDump(tempDir(), tinyRecords());
    fs.rmSync(path.join(dangling, 'sc/tokens.ndjson'));
    fs.symlinkSync(path.join(dangling, 'nowhere.ndjson'), path.join(dangling, 'sc/tokens.ndjson'));
    assert.throws(() => dumpSource(registry, dangling), (err: unknown) => err instanceof DumpError && err.message === 'sc/tokens.ndjson: a link to nothing; refused');
    assert.equal((await handle.store.current())!.id, gen.id);
    assert.equal((await app.inject('/api/sc/tokens/')).body, served);

    // Inside the dump: a linked file and a linked directory load.
    const inner = writeDump(tempDir(), { ...tinyRecords(), 'store/sc/tokens': tinyRecords()['sc/tokens']!, 'store/sections.ndjson': '' });
    fs.rmSync(path.join(inner, 'sc'), { recursive: true });
    fs.symlinkSync('store/sc', path.join(inner, 'sc'));
    fs.rmSync(path.join(inner, 'core/sections.ndjson'));
    fs.symlinkSync('../store/sections.ndjson', path.join(inner, 'core/sections.ndjson'));
    const handle2 = await SQLITE.open();
    try {
      const report = await loadDatabank(handle2.store, dumpSource(registry, inner));
      assert.equal(report.counts['sc/tokens'], 2);
      assert.equal(report.counts['core/sections'], 0);
    } finally {
      await handle2.cleanup();
    }
  });

  test('a directory that is no dump is refused', () => {
    assert.throws(() => dumpSource(registry, tempDir()), /holds no dump files/);
    assert.throws(() => dumpSource(registry, '/nonexistent/dump'), /no such directory/);
  });
});

describe('load: damaged gzip', () => {
  test('a truncated .ndjson.gz is a problem at the line where reading stopped', async () => {
    const handle = await SQLITE.open();
    try {
      const dir = writeDump(tempDir(), { ...tinyRecords(), 'sc/tokens': [] });
      const { gzipSync } = await import('node:zlib');
      const whole = gzipSync(Buffer.from(ndjson(tinyRecords()['sc/tokens']!)));
      const fs = await import('node:fs');
      fs.rmSync(`${dir}/sc/tokens.ndjson`);
      fs.writeFileSync(`${dir}/sc/tokens.ndjson.gz`, whole.subarray(0, whole.length - 12));
      await assert.rejects(loadDatabank(handle.store, dumpSource(registry, dir)), (err: unknown) =>
        err instanceof LoadError && /^sc\/tokens\.ndjson\.gz:\d+: record: cannot read the file \(unexpected end of file\)$/.test(err.errors[0]!));
      assert.equal(await handle.store.current(), undefined);
    } finally {
      await handle.cleanup();
    }
  });
});
