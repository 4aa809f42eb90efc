/**
 * The one route resolver of the API and the pages: what a path below a base names (`sc/tokens`: a collection at its
 * path or at one of its aliases, or a route the original serves to administrators only), and the label its answers
 * are counted under in the metrics (`/api/sc/tokens/`, `/api/sc/tokens/:id/`; `/sc/tokens/` for the pages).
 *
 * Both serve every collection through one parametric route per kind of answer (`<base>/:app/:name/` and its `:id/`):
 * one route per collection and kind would be some 3,000 routes for the catalogue's 212 collections, about a second
 * of start-up to build the router. A path that names nothing is counted as `(unmatched)`.
 */
import type { FastifyRequest } from 'fastify';
import type { CollectionDef, Registry } from '../registry/index.js';
import { labelRoute, UNMATCHED_ROUTE } from './metrics.js';

/** What a path below the base names: a collection (at its path or at an alias), or a restricted route. */
export type RouteTarget =
  | { readonly kind: 'collection'; readonly def: CollectionDef; readonly path: string }
  | { readonly kind: 'restricted'; readonly path: string };

/** A collection route's parameters. */
export interface PathParams {
  readonly app: string;
  readonly name: string;
  readonly id?: string;
}

/** The target a request names, its route labelled for the metrics (a record's route when `isRecord`). */
export type Resolve = (req: FastifyRequest, isRecord: boolean) => RouteTarget | undefined;

const tables = new WeakMap<Registry, ReadonlyMap<string, ReadonlyMap<string, RouteTarget>>>();

/** Every path the registry serves, by app, then name (a request's lookup joins no strings); built once per registry. */
function routeTable(registry: Registry): ReadonlyMap<string, ReadonlyMap<string, RouteTarget>> {
  const known = tables.get(registry);
  if (known) return known;
  const targets: RouteTarget[] = registry.collections.flatMap((def) => [def.path, ...def.aliases].map((path) => ({ kind: 'collection' as const, def, path })));
  for (const r of registry.restricted) targets.push({ kind: 'restricted', path: r.path });
  const byApp = new Map<string, Map<string, RouteTarget>>();
  for (const target of targets) {
    const [app, name, ...rest] = target.path.split('/');
    if (rest.length || !name) throw new Error(`routes: ${target.path}: a collection's path is two segments, <app>/<name>`);
    if (!byApp.has(app!)) byApp.set(app!, new Map());
    byApp.get(app!)!.set(name, target);
  }
  tables.set(registry, byApp);
  return byApp;
}

/**
 * The resolver of the routes below `base`: every target (the API's), or collections only (the pages': a restricted
 * route has no page, and is as unmatched as a path that names nothing).
 */
export function routeResolver(registry: Registry, base: string, serves: 'all' | 'collections'): Resolve {
  const byApp = routeTable(registry);
  const labels = new Map<RouteTarget, readonly [string, string]>();
  for (const names of byApp.values()) {
    for (const target of names.values()) labels.set(target, [`${base}/${target.path}/`, `${base}/${target.path}/:id/`]);
  }
  return (req, isRecord) => {
    const { app, name } = req.params as PathParams;
    const found = byApp.get(app)?.get(name);
    const target = found && (serves === 'all' || found.kind === 'collection') ? found : undefined;
    labelRoute(req, target ? labels.get(target)![isRecord ? 1 : 0] : UNMATCHED_ROUTE);
    return target;
  };
}
