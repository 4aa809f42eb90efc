/**
 * The OpenAPI 3.1 description of the API, derived from the registry (one more view of the same declarations). It
 * describes every route the app answers: the API root, each collection's list and record at its path and its aliases
 * (core/polities among them), the routes served to administrators only, the document itself, the slash redirects,
 * the 405 of writes, /healthz and /readyz; every parameter; and every answer (200, 301, 304, 400, 401, 404, 405, 503)
 * with its headers. Redocly's recommended ruleset passes on it, but for `no-path-trailing-slash`: the API's paths end
 * with a slash by contract (Django's APPEND_SLASH), as the test says.
 *
 * Two hundred collections stay small by sharing through `components`: the coded variables' common fields (`Coded`,
 * which each coded record composes with `allOf`), the polity summary, the tags, vocabularies met on several fields,
 * the page envelope, every parameter two collections share (paging, format, ordering, the coded filters), and the
 * answers (http/openapi-schemas.ts). Writes are described once, on the templated collection paths: they are a 405
 * on every one of them.
 *
 * This file puts the parts in order; http/openapi-context.ts works out what they share, http/openapi-paths.ts writes
 * the paths and http/openapi-components.ts the components.
 */
import type { CollectionDef, Registry } from '../registry/index.js';
import { components } from './openapi-components.js';
import { appOf, documentContext, type DocContext } from './openapi-context.js';
import { collectionPaths, fallbackPaths, probePaths, releasePaths, restrictedPaths, servicePaths } from './openapi-paths.js';
import { researchPaths } from './openapi-research.js';
import type { Schema } from './openapi-schemas.js';

/** Documents built in this process (for tests: one per app, whatever the hosts its requests name). */
export const openApiStats = { builds: 0 };

/**
 * The document for an API mounted at `basePath` and reached at `server`: PUBLIC_URL when set, else `/`, which OpenAPI
 * 3.1 resolves against the URL the document was fetched from (§4.8.5: a relative server URL), so that one document
 * serves every Host and is built once per process.
 */
export function openApiDocument(registry: Registry, server: string, basePath: string): Schema {
  openApiStats.builds++;
  const doc = documentContext(registry, basePath);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Historical Polity Databank Read API', version: '1',
      description: 'A read-only JSON API over a historical databank of polities. `HEAD` answers like `GET` without a body. ' +
        'Requests the server cannot take are answered in the same `{"detail"}` shape: 408, 413, 417, 431. ' +
        'A query parameter the path does not read is ignored, as DRF does, and named in `X-Ignored-Parameters`; an exact filter value ' +
        'that matches a vocabulary value only in another letter case is named in `X-Case-Mismatch` (docs/research.md). ' +
        'Every answer names the databank that answered in `Databank-Release` (a release\'s name, or `current`), `Databank-Generation` and `Databank-Loaded-At`. ' +
        'Every path here, and every page, is also served under `/releases/{name}/` from that release (its answers the same bytes for as long as it is kept, ' +
        'its links staying under that prefix; an unknown release is a 404); a release\'s whole-collection download (`format=csv` or `ndjson`, no filter or ordering) ' +
        'carries `Repr-Digest` (RFC 9530) of the bytes sent, plain or gzip. `/api/releases/` lists the releases.',
    },
    servers: [{ url: server }],
    security: [],
    tags: tags(doc),
    paths: { ...servicePaths(doc), ...releasePaths(doc), ...researchPaths(doc), ...collectionPaths(doc), ...restrictedPaths(doc), ...fallbackPaths(doc), ...probePaths() },
    components: components(doc),
  };
}

function tags(doc: DocContext): Schema[] {
  return [
    { name: 'service', description: 'The API root, this document and the health probes' },
    { name: 'releases', description: 'Citable releases: the databank kept as it was, each served whole under `/releases/{name}/`' },
    { name: 'research', description: 'The research tables (an extension): the codebook, the long table of every coded record, and the panel of polities × years' },
    ...doc.apps.map((app) => ({ name: app, description: appDescription(app, doc.registry.collections) })),
    { name: 'restricted', description: 'Routes the original serves to administrators only: an anonymous request is its 401' },
    { name: 'redirects', description: 'Paths without their trailing slash' },
    { name: 'writes', description: 'The API is read-only: every write method answers 405 on any collection path (as do TRACE, QUERY, PROPFIND and every other method but GET, HEAD and OPTIONS)' },
  ];
}

/** An app's tag: the sections its collections are filed under, as the catalogue says. */
function appDescription(app: string, defs: readonly CollectionDef[]): string {
  const sections = [...new Set(defs.filter((d) => appOf(d.path) === app).map((d) => d.section).filter((s): s is string => s !== null))];
  return `Collections under \`${app}/\`${sections.length ? `: ${sections.join(', ')}` : ''}`;
}
