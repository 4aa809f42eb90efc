/** The research tables' panel routes (docs/research.md). */
import type { ApiRoutes } from './api-routes.js';

export function panelRoutes(_ctx: ApiRoutes): void {}
