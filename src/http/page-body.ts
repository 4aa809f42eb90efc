/** The one envelope producer: `{count, next, previous, results}` around pre-rendered record bytes (spec §2.1). */

const CLOSE = Buffer.from(']}');

/** Joins rendered records into the bytes of a `results` array's inside. */
export function resultsBytes(rows: readonly string[]): Buffer {
  return Buffer.from(rows.join(','));
}

export function pageBody(count: number, next: string | null, previous: string | null, results: Buffer): Buffer {
  const head = `{"count":${count},"next":${next === null ? 'null' : JSON.stringify(next)},"previous":${previous === null ? 'null' : JSON.stringify(previous)},"results":[`;
  return Buffer.concat([Buffer.from(head), results, CLOSE]);
}
