/** The error catalog: a stable code, a status and the DRF-style message for every error the API answers. */

export interface ErrorSpec {
  readonly status: number;
  readonly detail: string;
}

/** The codes of one status with their details. */
function withStatus<K extends string>(status: number, details: Readonly<Record<K, string>>): Record<K, ErrorSpec> {
  const specs = {} as Record<K, ErrorSpec>;
  for (const code of Object.keys(details) as K[]) specs[code] = { status, detail: details[code] };
  return specs;
}

/** Never reuse a code; retire it in a comment instead. */
export const ERRORS = {
  // Django's and DRF's answers on the API's routes, and its Host check (CommonMiddleware, ALLOWED_HOSTS)
  ...withStatus(404, { NOT_FOUND: 'Not found.', INVALID_PAGE: 'Invalid page.' }),
  ...withStatus(400, { INVALID_HOST: 'Invalid Host header.', BAD_REQUEST: 'Bad request.' }),
  // DRF's NotAuthenticated on a route the original serves to administrators only (with `WWW-Authenticate: Token`)
  ...withStatus(401, { NOT_AUTHENTICATED: 'Authentication credentials were not provided.' }),
  // The node:http layer's refusals of a request it cannot read (http/server.ts)
  ...withStatus(408, { REQUEST_TIMEOUT: 'Request timeout.' }),
  ...withStatus(413, { PAYLOAD_TOO_LARGE: 'Request body too large.' }),
  ...withStatus(417, { EXPECTATION_FAILED: 'Expectation failed.' }),
  ...withStatus(431, { HEADERS_TOO_LARGE: 'Request header fields too large.' }),
  // This API's own: nothing to serve, or nothing to read it from, for now
  ...withStatus(503, {
    NO_DATABANK: 'No databank is loaded yet.',
    DATABASE_UNAVAILABLE: 'The database is unavailable; try again shortly.',
    QUERY_TIME_LIMIT: 'The query took longer than the time limit; narrow the filter, or try again later.',
    METRICS_UNAVAILABLE: 'Metrics are unavailable; try again shortly.',
    // The page budget of all clients together is spent (http/page-budget.ts), with Retry-After
    PAGES_BUSY: 'The server is busy making pages; try again shortly.',
  }),
  ...withStatus(500, { SERVER_ERROR: 'A server error occurred.' }),
};

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
