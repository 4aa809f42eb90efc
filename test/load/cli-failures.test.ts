/**
 * A command that fails for a reason nobody foresaw says so in one line on stderr: what failed, the cause, and what
 * it left behind (a load: that the databank served is unchanged). No stack trace, exit code 1 (issue 17, item 7).
 * The PostgreSQL case: the load's connection terminated by the server (pg_terminate_backend) while it writes.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { POLITIES_PATH } from '../../src/registry/index.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import type { PostgresStore } from '../../src/store/postgres/store.js';
import { tinyRecords, writeDump } from '../helpers/dumps.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { CLI, freePort } from '../helpers/server.js';
import { freshDatabase, pgStore, tempDir, TEST_DATABASE_URL } from '../helpers/stores.js';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], onStart?: () => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('spawn', () => onStart?.());
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** stderr without the plain progress lines (`load: sc/tokens: 394 records`). */
const messages = (r: Run): string => r.stderr.split('\n').filter((l) => !/^load: /.test(l)).join('\n');

/** The demo at `scale` written straight from the generator, as a dump. */
function demoDump(dir: string, scale: number): string {
  const source = demoSource(registry, scale);
  for (const p of [...REGISTRY.map((d) => d.path), POLITIES_PATH]) {
    const file = path.join(dir, `${p}.ndjson`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const lines = [...(source.items(p) as Iterable<{ value: unknown }>)].map((item) => JSON.stringify(item.value) + '\n');
    fs.writeFileSync(file, lines.join(''));
  }
  return dir;
}

describe('a command that fails: one line, no stack trace, exit code 1', () => {
  test('export into a path that cannot be a directory', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'databank.sqlite');
    const store = new SqliteStore(registry, file);
    await loadDatabank(store, dumpSource(registry, writeDump(tempDir(), tinyRecords())));
    await store.close();
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, 'not a directory');
    const target = path.join(blocker, 'dump');
    const result = await run(['export', target, '--database', file]);
    assert.equal(result.code, 1, result.stdout);
    const lines = result.stderr.split('\n').filter(Boolean);
    assert.equal(lines.length, 1, result.stderr);
    assert.match(lines[0]!, new RegExp(`^databank: export to ${target} failed: .*ENOTDIR.*; the databank is unchanged \\(an export only reads it\\)$`));
  });
});

describe('a mistake on the command line or a port in use: one line naming what to change, exit code 1', () => {
  test('demo --scale abc says what it expected', async () => {
    const file = path.join(tempDir(), 'databank.sqlite');
    for (const scale of ['abc', '0', '1.5']) {
      const result = await run(['demo', '--scale', scale, '--database', file]);
      assert.equal(result.code, 1, result.stdout);
      assert.equal(result.stderr, `databank: --scale must be an integer of at least 1, got "${scale}"\n`);
      assert.ok(!fs.existsSync(file), 'nothing was built');
    }
  });

  test('--version prints the version of package.json', async () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) {
      const result = await run([flag]);
      assert.deepEqual([result.code, result.stdout, result.stderr], [0, `${pkg.version}\n`, '']);
    }
  });

  for (const workers of ['1', '2']) {
    test(`serve on a port in use names PORT and --port (--workers ${workers})`, async () => {
      const port = await freePort();
      const holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
      try {
        const file = path.join(tempDir(), 'databank.sqlite');
        const result = await run(['serve', '--host', '127.0.0.1', '--port', String(port), '--database', file,
          '--demo-on-empty', 'false', '--workers', workers, '--log-level', 'silent']);
        assert.equal(result.code, 1, result.stdout);
        const line = `databank: port ${port} on 127.0.0.1 is in use (another server holds it): choose another with ` +
          'PORT=<port> or --port <port> (PORT=0 takes any free port)';
        // Each worker says it (the primary starts no other once one could not start); no stack trace.
        const lines = result.stderr.split('\n').filter(Boolean);
        assert.ok(lines.length >= 1 && lines.every((l) => l === line), result.stderr);
      } finally {
        holder.close();
      }
    });
  }
});

if (TEST_DATABASE_URL) {
  describe('postgres: the load connection terminated by the server', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let store: PostgresStore;
    let admin: pg.Client;
    let dump: string;

    before(async () => {
      db = await freshDatabase();
      store = await pgStore(db.url);
      await loadDatabank(store, demoSource(registry));
      admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      dump = demoDump(tempDir(), 5);
    });
    after(async () => {
      await admin?.end();
      await store?.close();
      await db?.drop();
    });

    const pointer = async (): Promise<unknown> => (await admin.query('SELECT schema, generation, loaded_at FROM databank_meta.current')).rows[0];

    test('says the load failed, why, and that the databank served is unchanged', async () => {
      const old = await pointer();
      const oldPage = await store.read((await store.current())!, {
        def: registry.collections.find((d) => d.path === 'sc/tokens')!, where: [], order: [], whereKey: '[]', page: 1, pageSize: 10,
      });
      let terminated = 0;
      const result = await run(['load', dump, '--database', db.url], () => {
        void (async () => {
          // Once the load is inside its transaction, inserting rows into its new schema, end its connection.
          const deadline = Date.now() + 60_000;
          while (Date.now() < deadline && !terminated) {
            const res = await admin.query(`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = 'databank-api' AND query LIKE 'INSERT INTO "databank_g%'`);
            terminated += res.rows.filter((r: { ok: boolean }) => r.ok).length;
            await new Promise((r) => setTimeout(r, 10));
          }
        })();
      });
      assert.ok(terminated > 0, `the load finished before its connection could be terminated:\n${result.stdout}`);
      assert.equal(result.signal, null);
      assert.equal(result.code, 1, result.stderr);
      assert.doesNotMatch(result.stderr, /^\s+at /m, 'no stack trace');
      assert.match(messages(result),
        new RegExp(`^databank: load of ${dump} failed: [^\\n]*(terminat|Connection)[^\\n]*; ` +
          'nothing was loaded: the databank being served is unchanged\\n$'));
      assert.doesNotMatch(result.stdout, /^loaded /m);

      assert.deepEqual(await pointer(), old, 'the pointer still names the old databank');
      const fresh = await pgStore(db.url);
      try {
        const gen = (await fresh.current())!;
        assert.deepEqual(await fresh.read(gen, {
          def: registry.collections.find((d) => d.path === 'sc/tokens')!, where: [], order: [], whereKey: '[]', page: 1, pageSize: 10,
        }), oldPage);
      } finally {
        await fresh.close();
      }
      // The next load goes through.
      const again = await run(['load', dump, '--database', db.url]);
      assert.equal(again.code, 0, again.stderr);
      assert.notDeepEqual(await pointer(), old);
    });
  });
}
