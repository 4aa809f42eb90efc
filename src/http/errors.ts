/** The error catalog: a stable code, a status and the DRF-style message for every error the API answers. */

export interface ErrorSpec {
  readonly status: number;
  readonly detail: string;
}

/** Never reuse a code; retire it in a comment instead. */
export const ERRORS = {
  NOT_FOUND: { status: 404, detail: 'Not found.' },
  INVALID_PAGE: { status: 404, detail: 'Invalid page.' },
  INVALID_HOST: { status: 400, detail: 'Invalid Host header.' },
  BAD_REQUEST: { status: 400, detail: 'Bad request.' },
  REQUEST_TIMEOUT: { status: 408, detail: 'Request timeout.' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'Request body too large.' },
  EXPECTATION_FAILED: { status: 417, detail: 'Expectation failed.' },
  HEADERS_TOO_LARGE: { status: 431, detail: 'Request header fields too large.' },
  NO_DATABANK: { status: 503, detail: 'No databank is loaded yet.' },
  DATABASE_UNAVAILABLE: { status: 503, detail: 'The database is unavailable; try again shortly.' },
  QUERY_TIME_LIMIT: { status: 503, detail: 'The query took longer than the time limit; narrow the filter, or try again later.' },
  METRICS_UNAVAILABLE: { status: 503, detail: 'Metrics are unavailable; try again shortly.' },
  SERVER_ERROR: { status: 500, detail: 'A server error occurred.' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS | 'METHOD_NOT_ALLOWED' | 'THROTTLED';

/** An error the API answers on purpose; anything else is a 500 with a generic detail (and a log line). */
export class ApiError extends Error {
  constructor(readonly code: ErrorCode, readonly status: number, readonly detail: string) {
    super(detail);
    this.name = 'ApiError';
  }

  static of(code: keyof typeof ERRORS): ApiError {
    return new ApiError(code, ERRORS[code].status, ERRORS[code].detail);
  }

  /** DRF's 405 message names the method: `Method "POST" not allowed.` */
  static methodNotAllowed(method: string): ApiError {
    return new ApiError('METHOD_NOT_ALLOWED', 405, `Method "${method}" not allowed.`);
  }

  /**
   * DRF's Throttled with a wait (rest_framework/exceptions.py, 3.14): `Request was throttled.` and, by ngettext,
   * `Expected available in 1 second.` or `Expected available in N seconds.`; the wait is whole seconds, rounded up.
   */
  static throttled(waitSeconds: number): ApiError {
    const wait = Math.ceil(waitSeconds);
    return new ApiError('THROTTLED', 429, `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`);
  }
}

/** The one error body shape (DRF): `{"detail": "..."}`. */
export function errorBody(detail: string): string {
  return JSON.stringify({ detail });
}
