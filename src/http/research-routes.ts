/**
 * The research tables (docs/research.md): extensions under paths the original does not serve, so no answer of the
 * original changes. Each has routes of its own.
 */
import type { ApiRoutes } from './api-routes.js';
import { codebookRoutes } from './codebook-routes.js';
import { panelRoutes } from './panel-routes.js';
import { valuesRoutes } from './values-routes.js';

export function researchRoutes(ctx: ApiRoutes): void {
  codebookRoutes(ctx);
  valuesRoutes(ctx);
  panelRoutes(ctx);
}
