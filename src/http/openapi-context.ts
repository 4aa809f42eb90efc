/**
 * What every part of the OpenAPI document reads (http/openapi.ts assembles them): the registry with what the
 * document shares by value, worked out once (`DocContext`), and the small pieces operations have in common.
 */
import type { FieldDef, Registry } from '../registry/index.js';
import {
  codedCommon, facetParameter, fieldSchema, filterParameter, FIXED_PARAMETERS, FIXED_SCHEMAS, ref, schemaName, Shared, uniqueNames, type Schema,
} from './openapi-schemas.js';

/** The registry and what the document derives from it before writing a path. */
export interface DocContext {
  readonly registry: Registry;
  readonly basePath: string;
  /** Every path the root lists: collections with their aliases, then the restricted routes. */
  readonly root: readonly string[];
  /** The apps those paths begin with, in order of appearance (each an operation tag). */
  readonly apps: readonly string[];
  /** Each collection's record schema key, in registry order. */
  readonly recordNames: readonly string[];
  /** Vocabularies met on several fields, kept once. */
  readonly choices: Shared;
  /** Filter (and `facet`) parameters of several collections, kept once. */
  readonly filters: Shared;
  /** The coded variables' common fields (`Coded`). */
  readonly common: readonly FieldDef[];
}

export function documentContext(registry: Registry, basePath: string): DocContext {
  const defs = registry.collections;
  const root = [...defs.flatMap((d) => [d.path, ...d.aliases]), ...registry.restricted.map((r) => r.path)];
  const recordNames = uniqueNames(defs.map(schemaName));
  // Shared by value: choices lists, then the filter parameters of several collections.
  const choices = new Shared('schemas', [...FIXED_SCHEMAS, ...recordNames]);
  for (const def of defs) for (const f of def.fields) fieldSchema(f, choices);
  choices.done();
  const common = codedCommon(defs, choices);
  const filters = new Shared('parameters', FIXED_PARAMETERS);
  for (const def of defs) for (const f of def.filters) filters.offer(f.param, filterParameter(f));
  for (const def of defs) filters.offer('facet', facetParameter(def));
  // The panel reads the polities' own filters too.
  for (const f of registry.polities.filters) filters.offer(f.param, filterParameter(f));
  filters.done();
  return { registry, basePath, root, apps: [...new Set(root.map(appOf))], recordNames, choices, filters, common };
}

export const header = (name: string): Schema => ref('headers', name);
/** A URL-safe operation id: `listScTokens`, `getGeneralPolityDurations`. */
export const operationId = (verb: string, path: string): string =>
  verb + path.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
/** Operations are grouped by the app a path begins with (`sc`, `general`, …). */
export const appOf = (path: string): string => path.split('/')[0]!;

/** The headers of a 200 (and of its 304), as the response cache writes them. */
export const okHeaders = (): Schema => ({ ETag: header('ETag'), 'Cache-Control': header('CacheControl'), Vary: header('Vary'), Allow: header('Allow') });

export const WRITES = ['post', 'put', 'patch', 'delete'] as const;

/** POST, PUT, PATCH and DELETE on `tagPath`'s path: 405 with Allow (DRF). */
export function writes(tagPath: string, tag = 'writes'): Schema {
  const out: Schema = {};
  for (const method of WRITES) {
    out[method] = {
      tags: [tag], summary: `${method.toUpperCase()} is not allowed`, operationId: operationId(method, tagPath),
      responses: { 400: ref('responses', 'BadRequest'), 405: ref('responses', 'MethodNotAllowed') },
    };
  }
  return out;
}

export function options(tag: string, name: string, id: string, vary = true): Schema {
  return {
    tags: [tag], summary: `${name}: metadata (OPTIONS)`, operationId: id,
    responses: { 200: ref('responses', vary ? 'Metadata' : 'RootMetadata'), 400: ref('responses', 'BadRequest') },
  };
}
