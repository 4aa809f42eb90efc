/**
 * How a value reads in a cell (docs/pages.md, "Values and placeholders"): a vocabulary's value and a tag as their
 * labels, from the catalogue's `choice_labels` (the oracle, read here from the file); a placeholder of the spec
 * (read-api.md §2.3, §2.10) as its meaning, never as its text; a value outside its vocabulary as itself.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import type { CollectionDef, FieldDef } from '../../src/registry/index.js';
import { citeBlock } from '../../src/render/html/cite.js';
import type { Site } from '../../src/render/html/layout.js';
import { valueHtml } from '../../src/render/html/cells.js';
import { REGISTRY, registry } from '../helpers/registry.js';

const CATALOGUE = JSON.parse(fs.readFileSync(new URL('../../../catalogue/catalogue.json', import.meta.url), 'utf8')) as {
  endpoints: { path: string; fields: { name: string; project_spec_name?: string; choices?: string[]; choices_ref?: string }[] }[];
  choice_labels: Record<string, { labels: Record<string, string> }>;
};
const site: Site = { root: '', base: '/api', registry };

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** What a reader sees: the markup without tags and attributes. */
function text(markup: string): string {
  return markup.replace(/<[^>]*>/g, '');
}

function fieldOf(path: string, name: string): { def: CollectionDef; field: FieldDef } {
  const def = REGISTRY.find((d) => d.path === path)!;
  return { def, field: def.fields.find((f) => f.name === name)! };
}

describe('values in cells', () => {
  it('every value of every vocabulary reads as the catalogue’s label, with its code when they differ other than in letter case', () => {
    let checked = 0;
    for (const endpoint of CATALOGUE.endpoints) {
      const def = REGISTRY.find((d) => d.path === endpoint.path);
      if (!def) continue;
      for (const f of endpoint.fields.filter((x) => x.choices_ref && CATALOGUE.choice_labels[x.choices_ref])) {
        const field: FieldDef = def.fields.find((x) => x.name === (f.project_spec_name ?? f.name))!;
        for (const [value, label] of Object.entries(CATALOGUE.choice_labels[f.choices_ref!]!.labels)) {
          const cell: string = valueHtml(site, def, field, value).text;
          assert.ok(cell.includes(`<span class="v" data-value="${esc(value)}" data-label="${esc(label)}">${esc(label)}</span>`), `${def.path} ${field.name} ${value}`);
          assert.equal(cell.includes(`<code class="code">${esc(value)}</code>`), label.toLowerCase() !== value.toLowerCase(), `${def.path} ${field.name} ${value}: the code`);
          checked++;
        }
      }
    }
    assert.ok(checked > 2000, `${checked} values`);
  });

  it('the same value twice is the same markup (made once per field and value)', () => {
    const { def, field } = fieldOf('sc/tokens', 'token');
    assert.equal(valueHtml(site, def, field, 'A~P'), valueHtml(site, def, field, 'A~P'));
  });

  it('placeholders read as their meaning; the text as loaded only in an attribute', () => {
    const cases: [string, string, unknown, string][] = [
      ['sc/tokens', 'comment', 'EMPTY_COMMENT', 'no comment'],
      ['core/references', 'title', 'UNKNOWNTITLE', 'title unknown'],
      ['core/references', 'creator', 'NO_CREATOR', 'no author'],
      ['core/references', 'reflib_link', 'NOREFLIB_LINK_7', 'not in the reference library'],
      ['core/references', 'year', 0, 'no year'],
    ];
    for (const [path, name, value, meaning] of cases) {
      const { def, field } = fieldOf(path, name);
      const cell = valueHtml(site, def, field, value).text;
      assert.equal(cell, `<span class="placeholder" data-placeholder="${String(value)}">${meaning}</span>`, `${path} ${name}`);
    }
    // Not a placeholder: another year, a title that only contains the word, a reflib link that is one.
    const { def, field } = fieldOf('core/references', 'year');
    assert.equal(text(valueHtml(site, def, field, 1923).text), '1923');
    const title = fieldOf('core/references', 'title');
    assert.equal(text(valueHtml(site, title.def, title.field, 'On UNKNOWNTITLE').text), 'On UNKNOWNTITLE');
  });

  it('a value outside its vocabulary, and a tag outside the tags, read as themselves, marked and unlabelled', () => {
    const { def, field } = fieldOf('general/polity-linguistic-families', 'linguistic_family');
    const cell = valueHtml(site, def, field, 'NO_VALUE_ON_WIKI').text;
    assert.equal(cell, '<span class="text outside" data-value="NO_VALUE_ON_WIKI" data-outside>NO_VALUE_ON_WIKI</span>');
    const tag = fieldOf('sc/tokens', 'tag');
    const hostile = '<b>x</b>';
    assert.equal(valueHtml(site, tag.def, tag.field, hostile).text, `<span class="text outside" data-value="${esc(hostile)}" data-outside>${esc(hostile)}</span>`);
  });

  it('a tag reads as its meaning, the catalogue’s Tags label', () => {
    const tag = fieldOf('sc/tokens', 'tag');
    for (const [code, meaning] of Object.entries(CATALOGUE.choice_labels.Tags!.labels)) {
      assert.ok(valueHtml(site, tag.def, tag.field, code).text.startsWith(`<span class="lv"><span class="v" data-value="${code}" data-label="${meaning}">${meaning}</span>`));
    }
  });

  it('a polity links its page; a nested row reads as its name, linked to its record; one without a name as JSON', () => {
    const polity = fieldOf('sc/tokens', 'polity');
    const p = { id: 3, name: 'it_rome', long_name: 'Rome', start_year: -509, end_year: -27 };
    assert.ok(valueHtml(site, polity.def, polity.field, p).text.includes('<a href="/core/polities/3/">Rome</a>'));
    // The catalogue's rt/widespread-religions nests a core/religions row (id, name, …) as its value.
    const religion = fieldOf('rt/widespread-religions', 'widespread_religion');
    const row = { id: 9, name: 'Roman <State> Religion', religion_name: null, religion_family: null, religion_genus: null };
    assert.equal(valueHtml(site, religion.def, religion.field, row).text, '<a href="/core/religions/9/">Roman &lt;State&gt; Religion</a>');
    assert.equal(valueHtml(site, religion.def, religion.field, { id: 9 }).text, '<code class="json">{&quot;id&quot;:9}</code>');
  });
});

describe('the citation block', () => {
  it('is nothing when no setting is given', () => {
    assert.equal(citeBlock(site), '');
    assert.equal(citeBlock({ ...site, cite: {} }), '');
  });

  it('shows the citation and the licence, a link when its URL is set, everything escaped', () => {
    const cite = { text: 'Turchin et al. <2026> "Databank"', licence: 'CC BY-NC-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-nc-sa/4.0/' };
    const block = String(citeBlock({ ...site, cite }));
    assert.ok(block.startsWith('<section class="cite"'));
    assert.ok(block.includes(`<p data-citation>${esc(cite.text)}</p>`));
    assert.ok(block.includes(`<p data-licence>Licence: <a href="${cite.licenceUrl}" rel="license">${cite.licence}</a></p>`));
    const plain = String(citeBlock({ ...site, cite: { licence: 'CC0' } }));
    assert.ok(plain.includes('<p data-licence>Licence: CC0</p>') && !plain.includes('data-citation'));
    const linked = String(citeBlock({ ...site, cite: { text: 'The databank', url: 'https://doi.org/10.1/x' } }));
    assert.ok(linked.includes('<p data-citation>The databank <a href="https://doi.org/10.1/x" rel="cite-as">https://doi.org/10.1/x</a></p>'));
  });
});
