/**
 * Costly work made at once, per client address and in all (panels' grids, the long table's first counts): past
 * either bound a request is refused at once, 429 (its client's share) or 503 (everyone's), with Retry-After, rather
 * than queued behind work it would wait for. Work already under way for the same key is shared, not counted again.
 */
import type { FastifyReply } from 'fastify';
import { ApiError } from './errors.js';

export class InFlight {
  readonly #slots: StreamSlots;
  readonly #making = new Map<string, Promise<unknown>>();

  /** `what` names the work in the 503's message (`panels`). */
  constructor(perClient: number, total: number, what: string) {
    this.#slots = new StreamSlots(perClient, total, what);
  }

  /** `work` for `key`, shared with a request making it now, or made within the bounds; refused past them. */
  run<T>(reply: FastifyReply, client: string, key: string, work: () => Promise<T>): Promise<T> {
    const making = this.#making.get(key);
    if (making) return making as Promise<T>;
    const free = this.#slots.take(reply, client);
    const made = work();
    this.#making.set(key, made);
    const done = (): void => {
      this.#making.delete(key);
      free();
    };
    made.then(done, done);
    return made;
  }
}

/**
 * Slots of work that lasts as long as an answer streams (a download): per client and in all, taken before the answer
 * begins and freed by the function `take` returns (once, however often it is called); refused past the bounds as
 * InFlight refuses (429 for the client, 503 for the server).
 */
export class StreamSlots {
  readonly #clients = new Map<string, number>();
  #total = 0;

  constructor(readonly perClient: number, readonly total: number, readonly what: string) {}

  take(reply: FastifyReply, client: string): () => void {
    const mine = this.#clients.get(client) ?? 0;
    if (mine >= this.perClient || this.#total >= this.total) {
      reply.header('retry-after', '1');
      throw mine >= this.perClient ? ApiError.throttled(1) : new ApiError('PAGES_BUSY', 503, `The server is busy making ${this.what}; try again shortly.`);
    }
    this.#clients.set(client, mine + 1);
    this.#total++;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.#total--;
      const left = (this.#clients.get(client) ?? 1) - 1;
      if (left > 0) this.#clients.set(client, left);
      else this.#clients.delete(client);
    };
  }

  /** Slots taken now: for tests. */
  get taken(): number {
    return this.#total;
  }
}
