/**
 * Worker thread: reads one dump file and prepares its records (`prepare.ts`), posting them in batches. It stops after
 * `credits` batches not yet taken, so a file read ahead of the loader holds a bounded amount of memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { prepare } from './prepare.js';
import type { WorkerInput, WorkerMessage } from './prepare-protocol.js';
import { readBatches } from './read-lines.js';

const { file, def, credits, maxRecordBytes, sha256 } = workerData as WorkerInput;
const port = parentPort!;
let outstanding = 0;
let wake: (() => void) | undefined;
port.on('message', () => {
  outstanding--;
  wake?.();
  wake = undefined;
});

let bytes = 0;
for await (const batch of readBatches(file, { onBytes: (_name, n) => (bytes += n), maxRecordBytes, sha256 })) {
  port.postMessage({ prepared: batch.map((item) => prepare(def, item)), bytes } satisfies WorkerMessage);
  bytes = 0;
  if (++outstanding >= credits) await new Promise<void>((resolve) => (wake = resolve));
}
port.postMessage({ done: true, bytes } satisfies WorkerMessage);
port.close();
