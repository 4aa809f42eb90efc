/**
 * What an answer is made from besides its representation (http/answer.ts `Answers.answer`): a key and a source of
 * bytes. A module of its own so that the sources (http/download.ts, a research table's routes) and the pipeline
 * import it without importing each other.
 */
import type { Readable } from 'node:stream';
import type { Generation } from '../store/store.js';
import type { Encoding } from './cache.js';

/** What a page renders: its HTML text. */
export interface PageText {
  readonly text: string;
}

/**
 * Runs a synchronous step of a page (parsing records, rendering HTML) and charges its time to the page budget: what
 * a page's maker does on the serving thread goes through it; what it awaits (store reads) does not.
 */
export type OnThread = <T>(step: () => T) => T;

/** A page's maker: reads awaited, synchronous steps through `onThread`. */
export type PageMaker = (gen: Generation, onThread: OnThread) => Promise<PageText>;

/** What makes a body: its identity bytes, or a page's text (the generation where the representation reads one). */
export type Maker = (gen: Generation | undefined, onThread: OnThread) => Buffer | PageText | Promise<Buffer | PageText>;

/** What an answer is made from, besides its representation: one of `make`, `held`, `open`, as its `body` says. */
export interface AnswerSource {
  /**
   * Everything the bytes depend on but the content coding: the generation, the plan key, the link base, as the
   * caller holds them (a representation of scope `generation` adds the generation itself).
   */
  readonly key: string;
  /** false: an answer no one is likely to ask for again (plan.stray) is made and sent, and never takes room. */
  readonly keep?: boolean;
  /** Headers of this answer besides its representation's, after Content-Type (a download's Content-Disposition). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Headers that depend on the coding chosen (a release's whole download: the Repr-Digest of the bytes sent, which
   * the gzip pieces have a digest of their own for), after the others.
   */
  readonly codedHeaders?: (encoding: Encoding) => Readonly<Record<string, string>> | undefined;
  /** body `made`. */
  readonly make?: Maker;
  /** body `held`: the bytes and their hash (the validator). */
  readonly held?: { readonly bytes: Buffer; readonly hash: string };
  /** body `stream`: the body in the coding chosen, its first chunk read (a failure here is still an error answer). */
  readonly open?: (encoding: Encoding, signal: () => AbortSignal) => Promise<Readable>;
}

