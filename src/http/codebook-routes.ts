/** The research tables' codebook routes (docs/research.md). */
import type { ApiRoutes } from './api-routes.js';

export function codebookRoutes(_ctx: ApiRoutes): void {}
