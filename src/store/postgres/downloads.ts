/**
 * Downloads from PostgreSQL: one connection for the whole download, in a REPEATABLE READ READ ONLY transaction. Its
 * first read locks the table until the end, so a later load cannot drop this generation's schema under it (its DROP
 * waits, gives up after its lock timeout and is retried by a later load). `return()` (a `for await` left early) rolls
 * back and returns the connection at once.
 */
import type pg from 'pg';
import type { CollectionDef } from '../../registry/index.js';
import type { RowQuery } from '../../plan/plan.js';
import { isTextForm, type PieceForm } from '../pieces.js';
import { isPlain, SCAN_CHUNK, Slots, type Generation, type ScanChunk, type ScanShape } from '../store.js';
import { classify } from './errors.js';
import { poolSize, schemaOf } from './handle.js';
import { piecesSql, scanCursorSql, scanRangeSql } from './planner.js';

/** Pieces a whole download reads per query (about half a MB of text): fewer round trips than SQLite's reads. */
const PG_PIECES_PER_READ = 16;

export class PgDownloads {
  readonly #read: pg.Pool;
  /** Connections downloads may hold at once: half the read pool (at least one), so pages are still answered. */
  #slots: Slots | undefined;

  constructor(read: pg.Pool) {
    this.#read = read;
  }

  #downloadSlots(): Slots {
    return (this.#slots ??= new Slots(Math.max(1, Math.floor(poolSize(this.#read) / 2))));
  }

  /** Downloads waiting for a connection now. */
  get waiting(): number {
    return this.#slots?.waiting ?? 0;
  }

  /**
   * Every row a query selects. The collection in its own order is read by ordinal ranges (NDJSON joined by
   * `string_agg`, one value per chunk); a filtered or ordered selection through a cursor (one sort).
   */
  async *scan<S extends ScanShape>(gen: Generation, query: RowQuery, shape: S, signal?: AbortSignal): AsyncGenerator<ScanChunk<S>, void, undefined> {
    const schema = schemaOf(gen);
    const def = query.def;
    const free = await this.#downloadSlots().take(signal);
    let client: pg.PoolClient | undefined;
    let open = false;
    try {
      client = await this.#read.connect().catch(classify);
      const c = client;
      const run = <R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> =>
        c.query<R>(text, values).catch(classify);
      await run('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      open = true;
      if (isPlain(query)) {
        const total = gen.counts[def.path] ?? 0;
        const sql = scanRangeSql(schema, def, shape === 'lines' ? 'lines' : 'rows');
        for (let first = 1; first <= total; first += SCAN_CHUNK) {
          const range = [first, Math.min(total, first + SCAN_CHUNK - 1)];
          if (shape === 'lines') {
            const chunk = (await run<{ chunk: string | null }>(sql, range)).rows[0]?.chunk;
            if (chunk != null) yield (chunk + '\n') as ScanChunk<S>;
          } else {
            const res = await run<{ body: string }>(sql, range);
            yield res.rows.map((r) => r.body) as unknown as ScanChunk<S>;
          }
        }
      } else {
        const cursor = scanCursorSql(schema, query);
        await run(cursor.sql, cursor.params);
        for (;;) {
          const res = await run<{ body: string }>(`FETCH ${SCAN_CHUNK} FROM download`);
          if (res.rows.length) {
            const rows = res.rows.map((r) => r.body);
            yield (shape === 'lines' ? rows.join('\n') + '\n' : rows) as unknown as ScanChunk<S>;
          }
          if (res.rows.length < SCAN_CHUNK) break;
        }
      }
      await run('COMMIT');
      open = false;
    } finally {
      let broken: Error | undefined;
      if (client && open) await client.query('ROLLBACK').catch((err: Error) => (broken = err));
      client?.release(broken); // a connection that cannot roll back is closed, not pooled
      free();
    }
  }

  /**
   * A whole collection as prebuilt pieces (store/pieces.ts), PG_PIECES_PER_READ per query, the next query sent
   * before the pieces of this one are handed over, so the database works while they are sent.
   */
  async *whole(gen: Generation, def: CollectionDef, form: PieceForm): AsyncGenerator<string | Buffer, void, undefined> {
    const schema = schemaOf(gen);
    const free = await this.#downloadSlots().take();
    let client: pg.PoolClient | undefined;
    let open = false;
    let next: Promise<(string | Buffer)[]> | undefined;
    try {
      client = await this.#read.connect().catch(classify);
      const c = client;
      await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY').catch(classify);
      open = true;
      const text = isTextForm(form);
      const sql = piecesSql(schema, form);
      const read = (seq: number): Promise<(string | Buffer)[]> =>
        c.query<{ piece: string }>(sql, [def.path, form, seq, seq + PG_PIECES_PER_READ - 1]).then(
          (res) => res.rows.map((r) => (text ? r.piece : Buffer.from(r.piece, 'base64'))), classify);
      next = read(0);
      for (let seq = 0; ; seq += PG_PIECES_PER_READ) {
        const pieces: (string | Buffer)[] = await next!;
        next = undefined;
        if (seq === 0 && !pieces.length) throw new Error(`${def.path}: no ${form} pieces in this databank`);
        const more = pieces.length === PG_PIECES_PER_READ;
        if (more) next = read(seq + PG_PIECES_PER_READ);
        for (const piece of pieces) yield piece;
        if (!more) break;
      }
      await c.query('COMMIT').catch(classify);
      open = false;
    } finally {
      next?.catch(() => undefined); // a read still under way when the download ends: the rollback follows it
      let broken: Error | undefined;
      if (client && open) await client.query('ROLLBACK').catch((err: Error) => (broken = err));
      client?.release(broken); // a connection that cannot roll back is closed, not pooled
      free();
    }
  }
}
