/**
 * The list page's notice of what its query asked in vain (plan/ignored.ts; the API says it in the
 * `X-Ignored-Parameters` and `X-Case-Mismatch` headers): parameters the list does not read, each with "did you mean"
 * where a known name is close, and exact filters whose value matches its vocabulary only in another letter case.
 * Each suggestion links to the same query with the name or value corrected. No script.
 */
import type { CollectionDef } from '../../registry/index.js';
import { caseMismatches, ignoredParams, listParams, suggestion } from '../../plan/ignored.js';
import { lastValue, linkQuery, type QueryPairs } from '../../plan/query.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';

/** Names the notice lists (a hostile query may hold thousands); the rest are counted. */
const LISTED = 20;

export function queryNotice(site: Site, def: CollectionDef, query: QueryPairs): Html | '' {
  const known = listParams(def);
  const ignored = ignoredParams(query, known);
  const cases = caseMismatches(def, query);
  if (!ignored.length && !cases.length) return '';
  const base = urls.list(site, def);
  const items = ignored.slice(0, LISTED).map((name) => {
    const near = suggestion(name, known);
    const fixed = near === undefined ? '' : base + linkQuery(query.map(([n, v]) => [n === name ? near : n, v] as const), undefined);
    return html`<li><code>${name}</code> is not a parameter of this list: it was ignored, as the API ignores it${near === undefined ? '' : html`; did you mean <a href="${fixed}"><code>${near}</code></a>?`}</li>`;
  });
  if (ignored.length > LISTED) items.push(html`<li>and ${ignored.length - LISTED} more parameters this list does not read</li>`);
  for (const pair of cases) {
    const eq = pair.indexOf('='), param = pair.slice(0, eq), spelt = pair.slice(eq + 1);
    const fixed = base + linkQuery(query.map(([n, v]) => [n, n === param ? spelt : v] as const), undefined);
    items.push(html`<li><code>${param}</code> compares letter case exactly, and <code>${lastValue(query, param) ?? ''}</code> is not in its
vocabulary; did you mean <a href="${fixed}"><code>${spelt}</code></a>?</li>`);
  }
  return html`<div class="notice" role="status" data-notice><p>About this query:</p><ul>${items}</ul></div>`;
}
