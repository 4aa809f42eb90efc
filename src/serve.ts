/** `databank serve`: open the store, build the demo on an empty database if asked, listen. */
import type { Config } from './config.js';
import { buildApp } from './http/app.js';
import { demoSource } from './load/demo.js';
import { loadDatabank } from './load/loader.js';
import { openStore } from './store/open.js';

/** pino options: JSON lines in production, readable lines on a terminal. */
export function loggerOptions(config: Config): object {
  const pretty = process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } } : {};
  return { level: config.logLevel, ...pretty };
}

export async function serve(config: Config): Promise<void> {
  const store = await openStore(config);
  const app = buildApp({ config, store, logger: loggerOptions(config) });
  if (config.demoOnEmpty && !(await store.current())) {
    app.log.info('no databank loaded: building the demo databank');
    const report = await loadDatabank(store, demoSource());
    app.log.info({ generation: report.generation }, 'demo databank loaded');
  }
  const close = async (): Promise<void> => {
    await app.close();
    await store.close();
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`serving ${config.basePath}/ on port ${config.port}`);
}
