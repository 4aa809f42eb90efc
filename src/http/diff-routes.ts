/**
 * What changed between two databanks (docs/api.md, "What changed"): `/api/releases/<a>/diff/<b>/` and
 * `/api/releases/<a>/diff/<b>/<app>/<name>/`. Filled in by issue 27.
 */
import type { ApiRoutes } from './api-routes.js';

export function diffRoutes(_routes: ApiRoutes): void {}
