/**
 * The shape of src/: dependencies point one way, no import circles, no large files. The rule is written here, not
 * read from src/: a change that breaks it fails here, whatever the code says about itself.
 *
 * Layers, lowest first; a file may import its own layer and the layers below it, never one above:
 *
 *   registry ← plan ← store ← render ← load ← http ← serve ← cli
 *
 * A file's layer is its folder under src/ (src/store/sqlite/reader.ts is `store`). Files at the top of src/:
 * serve.ts is `serve`, cli.ts is `cli`, and config.ts and cache.ts are leaves that any file may import and that import
 * nothing from src/. Any other file at the top of src/ has no layer and fails: place it in a layer's folder, or name it here.
 *
 * Imports are read by the TypeScript parser (the `typescript` package's API, over a throwaway project of src/'s files
 * alone, without libraries or type packages, so that it parses and checks nothing else), not by a regular expression: `import`, `import type`, `export ... from`, `import x = require()`, `import('...')` as a call
 * and as a type. Type-only imports count: a circle of types is still a circle to read through.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SyntaxKind, type Node, type SourceFile } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = path.join(ROOT, 'src');

/** The layers, lowest first. */
const LAYERS = ['registry', 'plan', 'store', 'render', 'load', 'http', 'serve', 'cli'] as const;
type Layer = (typeof LAYERS)[number];

/** Files at the top of src/ and their layer; `leaf`: importable by any file, importing nothing from src/. */
const TOP_LEVEL: Readonly<Record<string, Layer | 'leaf'>> = { 'serve.ts': 'serve', 'cli.ts': 'cli', 'config.ts': 'leaf', 'cache.ts': 'leaf' };

/** A file's place in the rule (its path relative to src/, with `/`), or undefined when the rule gives it none. */
function placeOf(file: string): Layer | 'leaf' | undefined {
  const slash = file.indexOf('/');
  if (slash < 0) return TOP_LEVEL[file];
  const folder = file.slice(0, slash);
  return (LAYERS as readonly string[]).includes(folder) ? (folder as Layer) : undefined;
}

/** Files of 400 lines or more fail. */
const MAX_LINES = 400;

/** One import of a src/ file: the file it names (relative to src/), or the specifier when it names none. */
interface Edge {
  readonly from: string;
  readonly to: string | undefined;
  readonly specifier: string;
  readonly line: number;
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...tsFiles(full));
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

const rel = (full: string): string => path.relative(SRC, full).split(path.sep).join('/');

/** Every module specifier of a source file, with where its statement or call starts: static, type-only, re-exports,
 * `require` and `import()`. A specifier that is not a string literal is `undefined` (the check cannot follow it). */
function specifiers(file: SourceFile): { specifier: string | undefined; pos: number }[] {
  const found: { specifier: string | undefined; pos: number }[] = [];
  const text = (node: Node | undefined): string | undefined =>
    node && (node.kind === SyntaxKind.StringLiteral || node.kind === SyntaxKind.NoSubstitutionTemplateLiteral)
      ? (node as unknown as { text: string }).text
      : undefined;
  const visit = (node: Node): void => {
    const n = node as unknown as Record<string, Node | undefined> & { arguments?: readonly Node[] };
    let module: Node | undefined | null = null; // null: not an import
    switch (node.kind) {
      case SyntaxKind.ImportDeclaration:
      case SyntaxKind.JSDocImportTag:
        module = n.moduleSpecifier;
        break;
      case SyntaxKind.ExportDeclaration:
        if (n.moduleSpecifier) module = n.moduleSpecifier;
        break;
      case SyntaxKind.ExternalModuleReference:
        module = n.expression;
        break;
      case SyntaxKind.ImportType:
        module = (n.argument as unknown as { literal?: Node } | undefined)?.literal;
        break;
      case SyntaxKind.CallExpression: {
        const callee = n.expression;
        const isRequire = callee?.kind === SyntaxKind.Identifier && (callee as unknown as { text: string }).text === 'require';
        if (callee?.kind === SyntaxKind.ImportKeyword || isRequire) module = n.arguments?.[0];
        break;
      }
    }
    if (module !== null) found.push({ specifier: text(module), pos: node.getStart(file) });
    node.forEachChild(visit);
  };
  file.forEachChild(visit);
  return found;
}

/** The line (1-based) of a position. */
function lineOf(source: string, pos: number): number {
  let line = 1;
  for (let j = 0; j < pos; j++) if (source.charCodeAt(j) === 10) line++;
  return line;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>(), low = new Map<string, number>(), stack: string[] = [], onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string): void => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indexOf.has(v)) connect(v);
  return out;
}

/** One circle through `start` within `component`, as a path that ends where it starts (a breadth-first search). */
function circleThrough(start: string, component: readonly string[], graph: ReadonlyMap<string, readonly string[]>): string[] {
  const inside = new Set(component);
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const trail = [start];
        for (let u: string | undefined = v; u !== undefined && u !== start; u = previous.get(u)) trail.push(u);
        return [start, ...trail.slice(1).reverse(), start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

describe('architecture: the layers of src/', () => {
  const files = tsFiles(SRC).map(rel).sort();
  const sources = new Map<string, string>();
  const edges: Edge[] = [];
  let api: API | undefined;
  let scratch: string | undefined;

  before(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-'));
    const config = path.join(scratch, 'tsconfig.json');
    const compilerOptions = { noLib: true, types: [], noResolve: true, module: 'nodenext', target: 'es2022' };
    fs.writeFileSync(config, JSON.stringify({ compilerOptions, files: files.map((f) => path.join(SRC, f)) }));
    api = new API({ cwd: scratch });
    const project = api.updateSnapshot({ openProjects: [config] }).getProjects()[0]!;
    for (const file of files) {
      const full = path.join(SRC, file);
      const source = fs.readFileSync(full, 'utf8');
      sources.set(file, source);
      const parsed = project.program.getSourceFile(full);
      assert.ok(parsed, `src/${file}: the TypeScript API did not parse it`);
      for (const { specifier, pos } of specifiers(parsed)) {
        const line = lineOf(source, pos);
        if (specifier === undefined) {
          edges.push({ from: file, to: undefined, specifier: '(not a string literal)', line });
          continue;
        }
        if (!specifier.startsWith('.')) continue; // a package or node: built-in
        const target = rel(path.resolve(path.dirname(full), specifier).replace(/\.js$/, '.ts'));
        edges.push({ from: file, to: files.includes(target) ? target : undefined, specifier, line });
      }
    }
  });
  after(() => {
    api?.close();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('reads the imports of every file (the check below is not vacuous)', () => {
    assert.ok(files.length > 0 && edges.length >= files.length, `${edges.length} imports read in ${files.length} files`);
    const unread = edges.filter((e) => e.to === undefined).map((e) => `src/${e.from}:${e.line} imports ${e.specifier}, which is no file of src/`);
    assert.deepEqual(unread, [], `imports the check cannot follow:\n${unread.join('\n')}`);
  });

  it('gives every file a layer', () => {
    const placeless = files.filter((f) => placeOf(f) === undefined).map((f) => `src/${f}`);
    assert.deepEqual(placeless, [], `files with no layer (move them into a layer's folder, or name them in TOP_LEVEL):\n${placeless.join('\n')}`);
  });

  it(`imports point down: ${LAYERS.join(' ← ')}; config.ts a leaf`, () => {
    const backward: string[] = [];
    for (const e of edges) {
      if (e.to === undefined) continue;
      const from = placeOf(e.from), to = placeOf(e.to);
      if (from === undefined || to === undefined) continue; // reported above
      const where = `src/${e.from}:${e.line} (${from}) imports src/${e.to} (${to})`;
      if (from === 'leaf') backward.push(`${where}: a leaf imports nothing from src/`);
      else if (to !== 'leaf' && LAYERS.indexOf(to) > LAYERS.indexOf(from)) backward.push(`${where}: ${to} is above ${from}`);
    }
    assert.deepEqual(backward, [], `${backward.length} backward imports:\n${backward.join('\n')}`);
  });

  it('has no import circle, type-only imports included', () => {
    const graph = new Map<string, string[]>(files.map((f) => [f, []]));
    for (const e of edges) if (e.to !== undefined && !graph.get(e.from)!.includes(e.to)) graph.get(e.from)!.push(e.to);
    // Each circle once: the shortest through each file of a tangle, written from its first file in sorted order.
    const found = new Set<string>();
    for (const component of circles(graph)) {
      for (const file of component) {
        const circle = circleThrough(file, component, graph).slice(0, -1);
        const first = circle.indexOf([...circle].sort()[0]!);
        const turned = [...circle.slice(first), ...circle.slice(0, first), circle[first]!];
        found.add(turned.map((f) => `src/${f}`).join(' → '));
      }
    }
    assert.deepEqual([...found], [], `${found.size} import circles:\n${[...found].join('\n')}`);
  });

  it(`keeps every file under ${MAX_LINES} lines`, () => {
    const large: string[] = [];
    for (const [file, source] of sources) {
      const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
      if (lines >= MAX_LINES) large.push(`src/${file}: ${lines} lines`);
    }
    assert.deepEqual(large, [], `${large.length} files of ${MAX_LINES} lines or more:\n${large.join('\n')}`);
  });
});
