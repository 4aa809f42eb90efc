/**
 * Every relative link and every `#anchor` in README.md and docs/*.md resolves: the file exists, and the anchor is
 * the GitHub slug of a heading in the target file. So moving a section or renaming a heading cannot leave a
 * newcomer on a dead link. Links to other sites (http, https, mailto) are not fetched.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const DOCS = 'docs';
const files = ['README.md', ...fs.readdirSync(DOCS).filter((f) => f.endsWith('.md')).sort().map((f) => path.join(DOCS, f))];

/** The text outside fenced code blocks and inline code spans, where a link is a link. */
function prose(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const open = /^\s*(```+|~~~+)/.exec(line);
    if (open) {
      if (fence === undefined) fence = open[1]![0];
      else if (open[1]![0] === fence) fence = undefined;
      lines.push('');
      continue;
    }
    lines.push(fence === undefined ? line.replace(/`[^`]*`/g, '``') : '');
  }
  return lines;
}

/** GitHub's heading anchor (github-slugger): lower case, punctuation and symbols dropped, spaces to hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/`/g, '')
    .replace(/\*+/g, '')
    .trim();
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, with GitHub's `-1`, `-2` suffixes for repeated ones. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fence = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const m = fence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

interface Link {
  readonly file: string;
  readonly line: number;
  readonly target: string;
}

function links(file: string): Link[] {
  const out: Link[] = [];
  prose(fs.readFileSync(file, 'utf8')).forEach((text, i) => {
    for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      out.push({ file, line: i + 1, target: m[1]! });
    }
  });
  return out;
}

const external = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe('links in README.md and docs/', () => {
  it('slugs headings as GitHub does', () => {
    assert.equal(slug('Downloads: CSV and NDJSON'), 'downloads-csv-and-ndjson');
    assert.equal(slug('Final run (2026-11-22)'), 'final-run-2026-11-22');
    assert.equal(slug('`databank load`'), 'databank-load');
    assert.equal(slug('Filters, page size and ordering'), 'filters-page-size-and-ordering');
    assert.equal(slug('Proof under fire: npm run soak'), 'proof-under-fire-npm-run-soak');
  });

  it('finds links to check', () => {
    const all = files.flatMap(links);
    assert.ok(all.some((l) => l.target.includes('#')), 'no anchor link found: the link reader is broken');
    assert.ok(all.length > 20, `only ${all.length} links found`);
  });

  for (const file of files) {
    it(`${file}: every relative link and anchor resolves`, () => {
      const broken: string[] = [];
      for (const link of links(file)) {
        if (external(link.target)) continue;
        const hash = link.target.indexOf('#');
        const rel = decodeURI(hash < 0 ? link.target : link.target.slice(0, hash));
        const anchor = hash < 0 ? undefined : decodeURIComponent(link.target.slice(hash + 1));
        const target = rel === '' ? file : path.normalize(path.join(path.dirname(file), rel));
        const where = `${link.file}:${link.line}: ${link.target}`;
        if (!fs.existsSync(target)) {
          broken.push(`${where}: no file ${target}`);
          continue;
        }
        if (anchor === undefined) continue;
        if (!target.endsWith('.md')) broken.push(`${where}: an anchor into a file that is not Markdown`);
        else if (!anchors(target).has(anchor)) broken.push(`${where}: no heading in ${target} has the anchor #${anchor}`);
      }
      assert.deepEqual(broken, []);
    });
  }

  it('the README links to every file in docs/', () => {
    const linked = new Set(links('README.md').map((l) => path.normalize(l.target.split('#')[0]!)));
    const missing = files.filter((f) => f !== 'README.md' && !linked.has(f));
    assert.deepEqual(missing, [], 'README.md should link to each of these');
  });
});
