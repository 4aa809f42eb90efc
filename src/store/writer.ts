/**
 * The steps of a load that both stores share: rows in, download pieces in, counts and content digest kept, then a
 * check of everything written and one atomic swap. Each dialect (sqlite/writer.ts, postgres/writer.ts) supplies the
 * SQL and driver calls of each step, as a `LoadSteps`; nothing here knows a driver.
 */
import type { CollectionDef, Registry } from '../registry/index.js';
import { ContentDigest } from './digest.js';
import { verifyPieces, type Piece, type PieceCount } from './pieces.js';
import { compareIds, type DatabankWriter, type Generation, type StoredRow } from './store.js';

/** What one dialect does at each step of a load, on the new databank it opened (its file, its schema). */
export interface LoadSteps {
  /**
   * Inserts a collection's rows (in API order: row i gets `ord` i + 1) and builds what derives from them: its
   * indexes, count tables and, where the dialect has them, dictionaries and statistics.
   */
  writeRows(def: CollectionDef, rows: readonly StoredRow[]): Promise<void> | void;
  /** Stores one batch of a collection's download pieces, as they are. */
  writePieces(def: CollectionDef, pieces: readonly Piece[]): Promise<void> | void;
  /** The rows a collection's table holds (the check before the swap). */
  countRows(def: CollectionDef): Promise<number> | number;
  /** Every form's pieces per collection (PIECES_CHECK, the check before the swap). */
  pieceCounts(): Promise<readonly PieceCount[]> | readonly PieceCount[];
  /** Records the generation in the new databank and makes it current, in one atomic step. */
  swap(gen: Generation): Promise<void> | void;
  /** Housekeeping once the swap is done; its failures never fail the load. */
  afterSwap?(gen: Generation): Promise<void>;
  /** Throws the new databank away (idempotent); the current one is untouched. */
  discard(): Promise<void> | void;
}

/** A load of a databank through one dialect's steps (Store.beginLoad). */
export class DatabankLoad implements DatabankWriter {
  readonly #registry: Registry;
  readonly #steps: LoadSteps;
  readonly #demo: boolean;
  readonly #counts: Record<string, number> = {};
  readonly #digest = new ContentDigest();
  /** Collections written so far: a commit without one of them is refused. */
  readonly #written = new Set<string>();
  #done = false;

  constructor(registry: Registry, steps: LoadSteps, demo: boolean) {
    this.#registry = registry;
    this.#steps = steps;
    this.#demo = demo;
    for (const def of registry.collections) this.#counts[def.path] = 0;
  }

  async writeCollection(def: CollectionDef, rows: readonly StoredRow[], pieces: AsyncIterable<readonly Piece[]>): Promise<void> {
    // Positions are written as given: rows out of the API's order would serve wrong pages, so refuse them.
    for (let i = 1; i < rows.length; i++) {
      if (compareIds(rows[i - 1]!, rows[i]!) >= 0) throw new Error(`write: ${def.path}: rows not in increasing id order at ${i}`);
    }
    await this.#steps.writeRows(def, rows);
    this.#counts[def.path] = rows.length;
    this.#digest.add(def.path, rows);
    for await (const batch of pieces) await this.#steps.writePieces(def, batch);
    this.#written.add(def.path);
  }

  async commit(): Promise<Generation> {
    const gen: Generation = { id: this.#digest.id(), loadedAt: new Date().toISOString(), counts: { ...this.#counts }, demo: this.#demo };
    try {
      for (const def of this.#registry.collections) {
        if (!this.#written.has(def.path)) throw new Error(`verify: ${def.path} was never written`);
        const n = await this.#steps.countRows(def);
        if (n !== gen.counts[def.path]) throw new Error(`verify: ${def.path} holds ${n} rows, expected ${gen.counts[def.path]}`);
      }
      const coded = new Set(this.#registry.collections.filter((d) => d.kind === 'coded').map((d) => d.path));
      verifyPieces(Object.keys(gen.counts), await this.#steps.pieceCounts(), coded);
      await this.#steps.swap(gen);
    } catch (err) {
      await this.abort();
      throw err;
    }
    this.#done = true;
    await this.#steps.afterSwap?.(gen).catch(() => undefined);
    return gen;
  }

  async abort(): Promise<void> {
    if (this.#done) return;
    this.#done = true;
    await this.#steps.discard();
  }
}
