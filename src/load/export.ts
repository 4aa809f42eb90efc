/**
 * The current databank → a canonical dump: each collection in API order, each record as it is served, and
 * `core/polities.ndjson`. Every file is written beside its final name and renamed into place once all are written;
 * then `manifest.json`, naming every collection with its record count (manifest.ts), so a lost file is noticed.
 * With `format: 'csv'`, one CSV file per collection instead (`sc/tokens.csv`, …), the bytes of the API's `format=csv`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { POLITIES_PATH } from '../registry/index.js';
import { csv } from '../render/csv.js';
import type { OpenRelease } from '../store/releases.js';
import type { Store } from '../store/store.js';
import { manifestOf, writeManifest, writeManifestText } from './manifest.js';

const CHUNK = 5000;

export interface ExportOptions {
  /** Called as records are written: dump path, records so far, records in it. */
  readonly onProgress?: (path: string, done: number, total: number) => void;
  /** `ndjson` (the default): a dump `databank load` reads; `csv`: a CSV file per collection. */
  readonly format?: 'ndjson' | 'csv';
  /** What the manifest names as the dump's writer (`databank-api 0.1.0`); none when absent. */
  readonly exporter?: string;
  /**
   * `export --release`: the release's generation is written, not the current one, and its manifest is the release's
   * stored text (version 2, with each file's SHA-256 and the citation), byte for byte: its checksum is the release's
   * `manifest_sha256`, and each file's bytes hash to the checksum it gives.
   */
  readonly release?: OpenRelease;
}

export interface ExportReport {
  readonly generation: string;
  readonly counts: Readonly<Record<string, number>>;
  readonly polities: number;
}

export async function exportDatabank(store: Store, dir: string, options: ExportOptions = {}): Promise<ExportReport> {
  const gen = options.release?.gen ?? await store.current();
  if (!gen) throw new Error('no databank is loaded; nothing to export');
  const written: { tmp: string; file: string }[] = [];
  const counts: Record<string, number> = {};
  const format = options.format ?? 'ndjson';
  const open = (dumpPath: string): { fd: number; tmp: string; file: string } => {
    const file = path.join(dir, `${dumpPath}.${format}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.export-${process.pid}.tmp`;
    return { fd: fs.openSync(tmp, 'w'), tmp, file };
  };
  const close = (out: { fd: number; tmp: string; file: string }): void => {
    fs.fsyncSync(out.fd);
    fs.closeSync(out.fd);
    written.push(out);
  };
  try {
    for (const def of store.registry.collections) {
      const total = gen.counts[def.path] ?? 0;
      const out = open(def.path);
      try {
        if (format === 'csv') {
          // The API's download, chunk by chunk, from the generation's rows alone (Store.scan).
          fs.writeSync(out.fd, csv.head(def));
          let done = 0;
          for await (const rows of store.scan(gen, { def, where: [], order: [], whereKey: '[]' }, 'rows')) {
            fs.writeSync(out.fd, csv.chunk(def, rows));
            done += rows.length;
            options.onProgress?.(def.path, done, total);
          }
          if (done !== total) throw new Error(`${def.path}: read ${done} records, expected ${total}`);
        } else {
          let done = 0;
          for (let page = 1; done < total; page++) {
            const { rows } = await store.read(gen, { def, where: [], order: [], whereKey: '[]', page, pageSize: CHUNK });
            if (!rows.length) break;
            fs.writeSync(out.fd, rows.join('\n') + '\n');
            done += rows.length;
            options.onProgress?.(def.path, done, total);
          }
          // The manifest says `total`: a file holding another number would be refused by the load.
          if (done !== total) throw new Error(`${def.path}: read ${done} records, expected ${total}`);
        }
      } finally {
        close(out);
      }
      counts[def.path] = total;
    }
    for (const { tmp, file } of written) {
      fs.renameSync(tmp, file);
      if (format === 'ndjson') fs.rmSync(`${file}.gz`, { force: true }); // a dump holds one form of each file
    }
    // Last, once every file it names is in place. No generation or date in it: a canonical dump, loaded and exported
    // again, is the same bytes, manifest included.
    const tag = `export-${process.pid}`;
    if (format === 'ndjson' && options.release) writeManifestText(dir, options.release.record.manifest, tag);
    else if (format === 'ndjson') writeManifest(dir, manifestOf(Object.entries(counts), options.exporter), tag);
    return { generation: gen.id, counts, polities: counts[POLITIES_PATH] ?? 0 };
  } catch (err) {
    for (const { tmp } of written) fs.rmSync(tmp, { force: true });
    throw err;
  }
}
