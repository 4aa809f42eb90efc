/** A built app (no socket) over a store holding the demo databank, shared by the HTTP suites. */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { openDemo, type StoreKind, type TestStore } from './stores.js';

export interface DemoApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly handle: TestStore;
  close(): Promise<void>;
}

/** The demo databank loaded into a fresh store of `kind`, served by an app with `settings` applied. */
/**
 * Settings without the page budget (http/page-budget.ts), for a test that asks for pages far faster than a person
 * would (every test else serves with the default budget, as a server does).
 */
export const NO_PAGE_BUDGET: Readonly<Record<string, string>> = { pageRenderMsClient: '0', pageRenderMsTotal: '0' };

export async function demoApp(kind: StoreKind, settings: Record<string, string> = {}): Promise<DemoApp> {
  const handle = await openDemo(kind);
  const config = loadConfig(settings, {});
  const app = buildApp({ config, store: handle.store });
  await app.ready();
  return {
    app, config, handle,
    async close() {
      await app.close();
      await handle.cleanup();
    },
  };
}
