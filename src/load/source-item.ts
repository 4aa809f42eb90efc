/**
 * One record of a source, with where it came from (`sc/tokens.ndjson:12`) for error messages. A record read from
 * text carries that text: JSON.parse reads `5.0` as 5, and only the text tells (see prepare). An error with a
 * `field` is the whole file's (its `sha256`), not a line's: it counts as no record.
 */
export type SourceItem =
  | { readonly where: string; readonly value: unknown; readonly text?: string }
  | { readonly where: string; readonly error: string; readonly field?: string };
