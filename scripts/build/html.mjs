// How the post-build steps read and edit a page: parse5 (the WHATWG parser) finds each element and
// where its source starts and ends, and an edit replaces exactly that stretch of the source, so every
// byte the step does not mean to change stays as Next wrote it. No step edits HTML by pattern, and no
// text is ever passed to String.replace, where `$&` or `$'` in a script would be read as a pattern.
import { defaultTreeAdapter, html as spec, parse, serializeOuter } from 'parse5';

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 * @typedef {import('parse5').DefaultTreeAdapterMap['parentNode']} ParentNode
 * @typedef {{ start: number, end: number, text: string }} Edit the source from start to end becomes text
 */

/** The page's tree, each element with where it is in the source. @param {string} html */
export const parsePage = (html) => parse(html, { sourceCodeLocationInfo: true });

/**
 * Every element under `node` that `matches`, in document order (a <template>'s content included).
 * @param {ParentNode} node
 * @param {(element: Element) => boolean} [matches]
 * @returns {Element[]}
 */
export function elementsIn(node, matches = () => true) {
  /** @type {Element[]} */
  const found = [];
  /** @param {ParentNode} parent */
  const walk = (parent) => {
    for (const child of parent.childNodes) {
      if (!('tagName' in child)) continue;
      if (matches(child)) found.push(child);
      walk('content' in child ? child.content : child);
    }
  };
  walk(node);
  return found;
}

/** An element's attributes by (lowercase) name. @param {Element} element @returns {Record<string, string>} */
export const attributesOf = (element) => Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));

/** The text an element holds (a script's source), as written. @param {Element} element */
export const textOf = (element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

/**
 * Where an element is in the source: all of it, its start tag, and the stretch between its tags.
 * Stops when the parser had to imagine a tag the source does not have (an element left unclosed).
 * @param {Element} element @param {string} page for the message
 */
export function placeOf(element, page) {
  const location = element.sourceCodeLocation;
  if (!location?.startTag)
    throw new Error(`${page}: a <${element.tagName}> the parser placed without a tag of its own`);
  const inner = location.endTag
    ? { start: location.startTag.endOffset, end: location.endTag.startOffset }
    : { start: location.startTag.endOffset, end: location.startTag.endOffset };
  return {
    whole: { start: location.startOffset, end: location.endOffset },
    startTag: { start: location.startTag.startOffset, end: location.startTag.endOffset },
    inner,
    hasEndTag: Boolean(location.endTag),
  };
}

/**
 * A new element, serialized by parse5 (attribute values escaped as the HTML standard says).
 * @param {string} tagName @param {Record<string, string>} attributes @param {string} [text]
 */
export function elementHtml(tagName, attributes, text = '') {
  const element = defaultTreeAdapter.createElement(
    tagName,
    spec.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
  if (text) defaultTreeAdapter.insertText(element, text);
  return serializeOuter(element);
}

/**
 * A start tag alone (for an element whose content stays as it is), serialized by parse5.
 * @param {string} tagName @param {Record<string, string>} attributes
 */
export function startTagHtml(tagName, attributes) {
  const element = elementHtml(tagName, attributes);
  return element.slice(0, element.length - `</${tagName}>`.length);
}

/**
 * The source with each edit made. Edits may come in any order but must not overlap.
 * @param {string} html @param {Edit[]} edits @param {string} page for the message
 */
export function applyEdits(html, edits, page) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts = [];
  let at = 0;
  for (const { start, end, text } of sorted) {
    if (start < at) throw new Error(`${page}: two edits of the same stretch of HTML (at ${start}); a step is wrong.`);
    parts.push(html.slice(at, start), text);
    at = end;
  }
  parts.push(html.slice(at));
  return parts.join('');
}
