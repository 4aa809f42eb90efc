/**
 * Why a read cannot be planned. The parser raises these and knows nothing of HTTP; http/ maps each to its answer
 * (the JSON API's error handler, the pages' own), so the same refusal reads as DRF's JSON or as an HTML page.
 */

import type { MemberCheck } from './plan.js';

/** django-filter's refusal (a 400): every invalid parameter with its messages, `{"<param>": ["<message>"], ...}`. */
export class FilterError extends Error {
  /**
   * `pending`: many-to-many values still to be found (plan.ts MemberCheck), whose messages join `errors` in the
   * filters' declaration order once the store has been asked (`order`: every parameter in that order).
   */
  constructor(
    readonly errors: Readonly<Record<string, readonly string[]>>,
    readonly pending: readonly MemberCheck[] = [],
    readonly order: readonly string[] = [],
  ) {
    super('invalid filter parameters');
    this.name = 'FilterError';
  }
}

/** DRF's content negotiation finds no renderer for `format` (a 404 `Not found.`, as DRF answers it). */
export class UnknownFormatError extends Error {
  constructor(readonly format: string) {
    super(`no renderer for format ${JSON.stringify(format)}`);
    this.name = 'UnknownFormatError';
  }
}
