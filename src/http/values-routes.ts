/** The research tables' values routes (docs/research.md). */
import type { ApiRoutes } from './api-routes.js';

export function valuesRoutes(_ctx: ApiRoutes): void {}
