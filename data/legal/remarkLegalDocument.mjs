/**
 * Checks a legal MDX document as it compiles, so that `next dev`, `next build` and
 * `npm run check:content` all stop on the same mistake with the same message:
 * - the file is named by the version's effective date (`content/terms/2025-09-16.mdx`), the only
 *   place the date is written;
 * - `export const metadata` has a title, a description and a date label, and every version after
 *   the first in its folder has a summary of what changed;
 * - the `##` sections are numbered 1, 2, 3 … with no gap or repeat (unnumbered ones, such as
 *   Contact, may only follow the numbered ones);
 * - nothing in it can run: no raw HTML (a <script>, an element with an event handler), no attribute
 *   on the site's components, no link but to the site, https:, http:, mailto: or tel:, no braces,
 *   and no code but the metadata;
 * - an image is a file of the site (under public/), never one loaded from another site;
 * - the text reads as it is published: no invisible or direction-changing character (no document
 *   needs one; the day one does, this is where to say which).
 * It gives each section a stable anchor (`section-4`, or a slug for an unnumbered heading) and
 * exports the list as `sections` for the table of contents, and the document's plain text, one
 * block per paragraph, heading or list item, as `text` for the page that shows what changed.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { valueToEstree } from 'estree-util-value-to-estree';
import { slug } from 'github-slugger';
import { toString as textOf } from 'mdast-util-to-string';
import { versionDate } from '../../lib/legal/versions.mjs';
import { LEGAL_COMPONENTS, LINK_SCHEMES, linkScheme } from '../../lib/legal/words.mjs';
import { hiddenCharacter } from '../../lib/text/cellText.mjs';
import { listVersionDates } from './versionFiles.mjs';

const publicDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../public');

const DATE_LABELS = ['Effective', 'Last updated'];
const NUMBERED = /^(\d+)\.\s+(\S.*)$/;

/**
 * @param {import('mdast').Root} tree
 * @returns {{ node: import('mdast').Node, fields: Map<string, unknown> } | undefined}
 */
function findMetadata(tree) {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      const declaration = statement.declaration;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of declaration.declarations) {
        if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'metadata') continue;
        const fields = new Map();
        if (declarator.init?.type === 'ObjectExpression') {
          for (const property of declarator.init.properties) {
            if (property.type !== 'Property') continue;
            const key =
              property.key.type === 'Identifier'
                ? property.key.name
                : property.key.type === 'Literal'
                  ? String(property.key.value)
                  : undefined;
            if (key && property.value.type === 'Literal') fields.set(key, property.value.value);
            else if (key) fields.set(key, undefined);
          }
        }
        return { node, fields };
      }
    }
  }
  return undefined;
}

/**
 * The version's date from its file name, and the date of the version before it in the same folder.
 * @param {import('mdast').Root} tree @param {import('vfile').VFile} file
 */
function checkFileName(tree, file) {
  const name = path.basename(file.path);
  const date = versionDate(name);
  if (!date) {
    file.fail(
      `The file name "${name}" must be the version's effective date, written "YYYY-MM-DD.mdx", for example "2025-09-16.mdx".`,
      tree.children[0],
    );
  }
  const earlier = listVersionDates(path.dirname(file.path)).filter((other) => other < date);
  return { date, previous: earlier.at(-1) };
}

/**
 * @param {import('mdast').Root} tree @param {import('vfile').VFile} file
 * @param {string | undefined} previous
 */
function checkMetadata(tree, file, previous) {
  const found = findMetadata(tree);
  if (!found) {
    file.fail(
      'The document has no `export const metadata = { title, description, dateLabel }` at the top.',
      tree.children[0],
    );
  }
  const { node, fields } = found;
  for (const key of ['title', 'description']) {
    const value = fields.get(key);
    if (typeof value !== 'string' || value.trim() === '') {
      file.fail(`metadata.${key} is missing or empty: write it as a quoted text.`, node);
    }
  }
  if (fields.has('date')) {
    file.fail(
      "metadata.date is not used: the version's date is its file name. Remove the date line from the metadata.",
      node,
    );
  }
  const label = fields.get('dateLabel');
  if (typeof label !== 'string' || !DATE_LABELS.includes(label)) {
    file.fail(
      `metadata.dateLabel must be ${DATE_LABELS.map((l) => `"${l}"`).join(' or ')}, not "${String(label)}".`,
      node,
    );
  }
  const summary = fields.get('summary');
  if (fields.has('summary') && (typeof summary !== 'string' || summary.trim() === '')) {
    file.fail('metadata.summary is empty: say in a sentence or two what changed, as a quoted text.', node);
  }
  if (previous && !fields.has('summary')) {
    file.fail(
      `metadata.summary is missing: every version after the first says in a sentence or two what changed from the version of ${previous}, for example summary: 'We added a parlay review add-on (section 7).'`,
      node,
    );
  }
}

/** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
function collectSections(tree, file) {
  /** @type {{ id: string, number: number | null, title: string }[]} */
  const sections = [];
  const ids = new Set();
  let expected = 1;

  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const text = textOf(node).trim();
    if (node.depth === 1) {
      file.fail(
        `"# ${text}": the page title comes from metadata.title, so the document starts its sections at "##".`,
        node,
      );
    }
    if (node.depth !== 2) continue;

    const match = NUMBERED.exec(text);
    let section;
    if (match) {
      const number = Number(match[1]);
      if (sections.some((s) => s.number === null)) {
        file.fail(
          `"## ${text}": numbered sections come before unnumbered ones such as "${sections.find((s) => s.number === null)?.title}".`,
          node,
        );
      }
      if (number !== expected) {
        const problem = number < expected ? `number ${number} is already taken` : `number ${expected} is missing`;
        file.fail(
          `"## ${text}" should be number ${expected}: sections are numbered 1, 2, 3 … with no gap or repeat, and ${problem}.`,
          node,
        );
      }
      expected += 1;
      section = { id: `section-${number}`, number, title: (match[2] ?? '').trim() };
    } else {
      section = { id: slug(text), number: null, title: text };
      if (!section.id) file.fail(`"## ${text}": a section heading needs words.`, node);
    }

    if (ids.has(section.id)) {
      file.fail(`"## ${text}": another section already uses the anchor #${section.id}.`, node);
    }
    ids.add(section.id);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: section.id } };
    sections.push(section);
  }

  if (expected === 1) {
    file.fail('The document has no numbered sections: start each one with "## 1. Title".', tree);
  }
  return sections;
}

/**
 * The text a reader reads, one block per heading, paragraph or list item. A component such as
 * `<SiteName />` stays as `{SiteName}` (braces cannot appear in MDX text), for the page to fill in.
 * @param {import('mdast').Nodes} node @returns {string}
 */
function inlineText(node) {
  if (node.type === 'mdxJsxTextElement' && node.children.length === 0) return `{${node.name}}`;
  if (node.type === 'break') return ' ';
  if (node.type === 'mdxTextExpression') return '';
  if ('value' in node && typeof node.value === 'string') return node.value.replace(/\s*\n\s*/g, ' ');
  return 'children' in node ? node.children.map(inlineText).join('') : '';
}

/** @param {import('mdast').Nodes} node @returns {string[]} */
function textBlocks(node) {
  if (node.type === 'heading' || node.type === 'paragraph') return [inlineText(node).trim()];
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return [];
  return 'children' in node ? node.children.flatMap(textBlocks) : [];
}

/**
 * Whether `url` names a file under public/, as the site serves it: a path from the site's root
 * ("/legal/chart.png"), no other site ("//host", "/\\host"), no scheme, and no link out of public/.
 * @param {string} url
 */
function isSiteFile(url) {
  if (!/^\/(?![/\\])/.test(url) || linkScheme(url) !== null) return false;
  let file;
  try {
    file = path.join(publicDir, decodeURIComponent(url.split(/[?#]/, 1)[0] ?? ''));
  } catch {
    return false;
  }
  return (
    file.startsWith(publicDir + path.sep) &&
    existsSync(file) &&
    statSync(file).isFile() &&
    realpathSync(file) === path.join(realpathSync(publicDir), path.relative(publicDir, file))
  );
}

/**
 * Stops on the first invisible or direction-changing character in the document's source, naming
 * its line and column.
 * @param {import('vfile').VFile} file
 */
function refuseHiddenCharacters(file) {
  const source = String(file.value);
  const hidden = hiddenCharacter(source);
  if (!hidden) return;
  const before = source.slice(0, hidden.index).split('\n');
  const line = before.length;
  const column = [...(before.at(-1) ?? '')].length + 1;
  file.fail(
    `The text holds ${hidden.description}, which a reader cannot see but which can make the words read differently from what is published. Retype the words around it, or delete that character.`,
    { line, column },
  );
}

const TAGS = LEGAL_COMPONENTS.map((name) => `<${name} />`).join(', ');

/**
 * The metadata export is the only code a document may hold: `export const metadata = { … }` whose
 * fields are quoted texts.
 * @param {import('mdast-util-mdxjs-esm').MdxjsEsm} node
 */
function isMetadataOnly(node) {
  return (node.data?.estree?.body ?? []).every((statement) => {
    if (statement.type !== 'ExportNamedDeclaration') return false;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return false;
    return declaration.declarations.every(
      (declarator) =>
        declarator.id.type === 'Identifier' &&
        declarator.id.name === 'metadata' &&
        declarator.init?.type === 'ObjectExpression' &&
        declarator.init.properties.every(
          (property) => property.type === 'Property' && !property.computed && property.value.type === 'Literal',
        ),
    );
  });
}

/**
 * Stops on the first thing in the document that could run: in a visitor's browser (raw HTML, an
 * event handler, a javascript: link) or in the build (braces, an import).
 * @param {import('mdast').Nodes} node @param {import('vfile').VFile} file
 */
function refuseCode(node, file) {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const name = node.name ?? '';
    if (!(/** @type {readonly string[]} */ (LEGAL_COMPONENTS).includes(name))) {
      file.fail(
        `<${name || '>'}${name ? '>' : ''}: raw HTML is not allowed in a legal document, because it can run code in visitors' browsers (a <script>, or an event handler such as onerror). Write the text in Markdown (**bold**, lists with -, [links](/privacy)); the only tags are ${TAGS}.`,
        node,
      );
    }
    for (const attribute of node.attributes) {
      const label = attribute.type === 'mdxJsxAttribute' ? attribute.name : '{…}';
      const handler = /^on/i.test(label) ? `: an event handler such as ${label} runs code in visitors' browsers` : '';
      file.fail(
        `<${name} ${label}>: the site's components take no attributes${handler}. Write <${name} /> alone.`,
        node,
      );
    }
  }
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    const scheme = linkScheme(node.url);
    if (scheme !== null && !LINK_SCHEMES.includes(scheme)) {
      file.fail(
        `(${node.url}): a link may lead to a page of the site (/privacy, #section-4) or to ${LINK_SCHEMES.map((s) => `${s}:`).join(', ')}, never ${scheme}: (a javascript: link runs code when it is clicked).`,
        node,
      );
    }
  }
  if (node.type === 'image' && !isSiteFile(node.url)) {
    file.fail(
      `![${node.alt ?? ''}](${node.url}): an image in a legal document must be a file of the site: put it under public/ and write its path from there, like /legal/chart.png. An image from another site tells that site who reads the page.`,
      node,
    );
  }
  if (node.type === 'imageReference') {
    file.fail(
      `![${node.alt ?? ''}][${node.identifier}]: write an image with its path in place, like ![Chart](/legal/chart.png), so the check can see it is a file of the site.`,
      node,
    );
  }
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    file.fail(
      `{${node.value}}: braces hold code that runs when the site is built. Write the words themselves, without braces.`,
      node,
    );
  }
  if (node.type === 'mdxjsEsm' && !isMetadataOnly(node)) {
    const [first = ''] = node.value.split('\n');
    file.fail(
      `${first.startsWith('import') ? 'import' : first}: a legal document holds words; its only code is \`export const metadata = { … }\` with quoted texts, at the top.`,
      node,
    );
  }
  if ('children' in node) for (const child of node.children) refuseCode(child, file);
}

export default function remarkLegalDocument() {
  /** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
  return (tree, file) => {
    refuseHiddenCharacters(file);
    refuseCode(tree, file);
    const { previous } = checkFileName(tree, file);
    checkMetadata(tree, file, previous);
    const sections = collectSections(tree, file);
    const text = textBlocks(tree).filter(Boolean).join('\n\n');
    tree.children.push({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              attributes: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: { type: 'Identifier', name: 'sections' },
                    init: valueToEstree(sections),
                  },
                  { type: 'VariableDeclarator', id: { type: 'Identifier', name: 'text' }, init: valueToEstree(text) },
                ],
              },
            },
          ],
        },
      },
    });
  };
}
