/**
 * The pages' static files: our stylesheet and scripts (src/render/html/assets/) and Swagger UI from its npm package,
 * read once, served from memory with a content hash in their URLs (`?v=`), so a page names the exact bytes it was
 * made with and they can be kept for a year.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Asset {
  /** The URL path below the site root: `/assets/pages.css`. */
  readonly path: string;
  readonly type: string;
  readonly body: Buffer;
  /** 12 hex digits of the body's SHA-256: the `v` of its URL and its ETag. */
  readonly hash: string;
}

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
};

/** Our own files: beside this module when run from the sources, in src/ when run from dist/ (tsc copies no assets). */
function ownDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'assets'), path.resolve(here, '../../../../src/render/html/assets')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'pages.css')));
  if (!found) throw new Error(`pages: no assets directory in ${candidates.join(' or ')}`);
  return found;
}

function swaggerDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

function read(file: string, urlPath: string): Asset {
  const body = fs.readFileSync(file);
  return { path: urlPath, type: TYPES[path.extname(file)] ?? 'application/octet-stream', body, hash: createHash('sha256').update(body).digest('hex').slice(0, 12) };
}

let loaded: ReadonlyMap<string, Asset> | undefined;

/** Every asset by URL path (read on first use). */
export function assets(): ReadonlyMap<string, Asset> {
  if (!loaded) {
    const own = ownDir();
    const swagger = swaggerDir();
    const list = [
      ...['pages.css', 'pages.js', 'docs.js', 'favicon.svg'].map((name) => read(path.join(own, name), `/assets/${name}`)),
      ...['swagger-ui.css', 'swagger-ui-bundle.js'].map((name) => read(path.join(swagger, name), `/assets/swagger-ui/${name}`)),
    ];
    loaded = new Map(list.map((a) => [a.path, a]));
  }
  return loaded;
}

/** The URL of an asset (below `root`, the site's path prefix), naming its content hash. */
export function assetUrl(root: string, urlPath: string): string {
  const asset = assets().get(urlPath);
  if (!asset) throw new Error(`pages: no asset ${urlPath}`);
  return `${root}${urlPath}?v=${asset.hash}`;
}
