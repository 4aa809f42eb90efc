/**
 * Blank lines are counted, never kept (issue 24, §5): a valid file followed by 64 MiB of newlines (a 64 KB .gz) loads
 * in a process whose heap is capped well below what a line number per blank line takes, and leaves no `.loading-*`
 * file. Before, the loader kept one number per blank line: the process died of a V8 fatal error (exit 133).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { LoadError, loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { ndjson, tinyRecords, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { CLI } from '../helpers/server.js';
import { tempDir } from '../helpers/stores.js';

const NEWLINES = 64 << 20;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The CLI with its (and its worker threads') old generation capped at `heapMb`. */
function run(args: string[], heapMb: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    let stdout = '', stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

const leftovers = (dir: string): string[] => fs.readdirSync(dir).filter((n) => n.includes('.loading-'));

describe('blank lines: counted, never kept', () => {
  test('a valid .ndjson.gz followed by 64 MiB of newlines loads in a 96 MB heap, and leaves nothing behind', async () => {
    const records = tinyRecords();
    const tokens = Buffer.concat([Buffer.from(ndjson(records['sc/tokens']!)), Buffer.alloc(NEWLINES, '\n')]);
    const { 'sc/tokens': _, ...others } = records;
    const dump = writeDump(tempDir(), { ...others, 'sc/tokens.ndjson.gz': tokens });
    assert.ok(fs.statSync(path.join(dump, 'sc/tokens.ndjson.gz')).size < 200_000);
    const dir = tempDir();
    const result = await run(['load', dump, '--database', path.join(dir, 'databank.sqlite')], 96);
    assert.equal(result.code, 0, `${result.signal ?? ''} ${result.stderr.slice(-2000)}`);
    const store = new SqliteStore(registry, path.join(dir, 'databank.sqlite'));
    try {
      assert.equal((await store.current())!.counts['sc/tokens'], 2);
    } finally {
      await store.close();
    }
    assert.deepEqual(leftovers(dir), []);
  });

  test('a run of blank lines before a record is one problem naming its first line and its length', async () => {
    const tokens = tinyRecords()['sc/tokens']!;
    const text = ndjson(tokens.slice(0, 1)) + '\n'.repeat(100_000) + ' \t\r\n' + ndjson(tokens.slice(1)) + '\n\n\n';
    const dump = writeDump(tempDir(), { ...tinyRecords(), 'sc/tokens.ndjson': text });
    const store = new SqliteStore(registry, path.join(tempDir(), 'databank.sqlite'));
    try {
      await assert.rejects(loadDatabank(store, dumpSource(registry, dump)), (err: unknown) => {
        assert.ok(err instanceof LoadError, String(err));
        assert.deepEqual(err.errors, ['sc/tokens.ndjson:2: record: 100001 blank lines, 2 to 100002 (only the end of a file may have them)']);
        return true;
      });
    } finally {
      await store.close();
    }
  });
});
