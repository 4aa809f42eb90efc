/**
 * The stores every contract test runs against (Kysely's habit: one suite, every backend). SQLite always runs;
 * PostgreSQL joins when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import type { Store } from '../../src/store/store.js';

export interface TestStore {
  readonly store: Store;
  /** Closes the store and removes what it made. */
  cleanup(): Promise<void>;
}

export interface StoreKind {
  readonly name: string;
  /** An empty store of this kind, private to the caller. */
  open(): Promise<TestStore>;
}

export function tempDir(prefix = 'databank-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const SQLITE: StoreKind = {
  name: 'sqlite',
  async open() {
    const dir = tempDir();
    const store = new SqliteStore(path.join(dir, 'databank.sqlite'));
    return {
      store,
      async cleanup() {
        await store.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

export const STORES: readonly StoreKind[] = [SQLITE];
