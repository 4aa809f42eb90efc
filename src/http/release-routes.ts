/**
 * Releases over HTTP (docs/api.md, "Releases"): `/api/releases/`, one release's record and manifest, and the scope of
 * `/releases/<name>/…` (every path of the API and the pages, answered from the release). Filled in by issue 27.
 */
import type { ApiRoutes } from './api-routes.js';

export function releaseRoutes(_routes: ApiRoutes): void {}
