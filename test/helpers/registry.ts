/**
 * The registry the tests use: the databank's own collections, made once here as the CLI makes it once, and passed to
 * every store, source and app a test builds. Tests name collections through it; none imports a module-level registry.
 */
import { databankRegistry, type CollectionDef } from '../../src/registry/index.js';

export const registry = databankRegistry();
/** Every collection, in registry order (the API root has its own: `registry.root`). */
export const REGISTRY: readonly CollectionDef[] = registry.collections;
export const byPath = (path: string): CollectionDef | undefined => registry.byPath(path);
