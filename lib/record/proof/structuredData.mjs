/**
 * A page's structured data (`<script type="application/ld+json">`) as search engines and chat
 * previews read it: every block, whether it holds one object, a top-level array or an `@graph`, and
 * every typed object inside, nested ones too. lib/record/proof/pageClaims.mjs holds what they say
 * to the record.
 */
import { outcomesIn, unitsOrWordIn } from './pageText.mjs';

/**
 * @typedef {{ types: string[], node: Record<string, unknown> }} StructuredNode an object with an
 *   `@type`, and its types
 */

/** The keys whose text names a page or an object, and those that describe it. */
const NAME_KEYS = ['name', 'headline', 'alternateName'];
const DESCRIPTION_KEYS = ['description', 'abstract'];
/** A key that states a moment: datePublished, dateModified, uploadDate, startTime… */
const DATE_KEY = /date|time/i;

/**
 * Every typed object of one block, in the order it is written, or null when the block is not JSON.
 * @param {string} json @returns {StructuredNode[] | null}
 */
export function structuredNodes(json) {
  let data;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  /** @type {StructuredNode[]} */
  const nodes = [];
  /** @param {unknown} value */
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const node = /** @type {Record<string, unknown>} */ (value);
      const type = node['@type'];
      if (type !== undefined) nodes.push({ types: (Array.isArray(type) ? type : [type]).map(String), node });
      Object.values(node).forEach(visit);
    }
  };
  visit(data);
  return nodes;
}

/** A node's texts under some keys, each as `JSON-LD <key>`. @param {StructuredNode} item @param {readonly string[]} keys */
const textsOf = ({ node }, keys) =>
  keys.flatMap((key) => (node[key] === undefined ? [] : [{ tag: `JSON-LD ${key}`, text: String(node[key]) }]));

/** The names a node gives (name, headline, alternateName). @param {StructuredNode} item */
export const namesOf = (item) => textsOf(item, NAME_KEYS);
/** The descriptions a node gives (description, abstract). @param {StructuredNode} item */
export const descriptionsOf = (item) => textsOf(item, DESCRIPTION_KEYS);

/** The moments a node states, by key (`JSON-LD datePublished`). @param {StructuredNode} item */
export const datesOf = ({ node }) =>
  Object.entries(node).flatMap(([key, value]) =>
    DATE_KEY.test(key) && typeof value === 'string' ? [{ tag: `JSON-LD ${key}`, value }] : [],
  );

/** The page's own node: the one a pick page describes itself with. */
export const PAGE_TYPE = 'WebPage';
/**
 * The types a pick page's structured data carries: the page, the site and its publisher, and the
 * page's breadcrumb. Any other (an ItemPage, an Article, a Review…) would tell crawlers something
 * these checks do not read, so a pick page carrying one fails, naming it.
 */
const PICK_PAGE_TYPES = [PAGE_TYPE, 'WebSite', 'Organization', 'BreadcrumbList', 'ListItem'];

/**
 * What a pick page's structured data tells beyond its page node (whose name and description
 * pageClaims.mjs holds to the pick): a known type only, each block readable, and no result or units
 * in any other node's words, which name the pick only by its own name (its breadcrumb's last step).
 * @param {string} path @param {readonly (StructuredNode[] | null)[]} blocks each block's nodes (null: not JSON)
 * @param {string} name the pick's name, as its title gives it
 * @returns {string[]}
 */
export function pickStructuredProblems(path, blocks, name) {
  /** @type {string[]} */
  const problems = [];
  for (const nodes of blocks) {
    if (nodes === null) {
      problems.push(`${path} has structured data that is not JSON: a crawler's reading of it cannot be checked`);
      continue;
    }
    for (const item of nodes) {
      const unknown = item.types.filter((type) => !PICK_PAGE_TYPES.includes(type));
      if (unknown.length || !item.types.length)
        problems.push(
          `${path}'s structured data has an object typed ${JSON.stringify(unknown.join(', '))}: a pick page carries only ${PICK_PAGE_TYPES.join(', ')}`,
        );
      if (item.types.includes(PAGE_TYPE)) continue;
      const id = name.slice(0, name.indexOf(': ') + 2);
      for (const { tag, text } of [...namesOf(item), ...descriptionsOf(item)])
        if (text !== name && (text.startsWith(id) || outcomesIn(text).length || unitsOrWordIn(text).length))
          problems.push(
            `${path}'s ${tag} of its ${item.types.join(', ')} reads ${JSON.stringify(text)}: only the page's own name and description tell the pick, and any other name names it as they do`,
          );
    }
  }
  return problems;
}
