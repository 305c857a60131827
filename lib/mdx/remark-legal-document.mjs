/**
 * Checks a legal MDX document as it compiles, so that `next dev`, `next build` and
 * `npm run check:content` all stop on the same mistake with the same message:
 * - `export const metadata` has a title, a description, a real calendar date and its label;
 * - the `##` sections are numbered 1, 2, 3 … with no gap or repeat (unnumbered ones, such as
 *   Contact, may only follow the numbered ones).
 * It gives each section a stable anchor (`section-4`, or a slug for an unnumbered heading) and
 * exports the list as `sections` for the table of contents.
 */

const DATE_LABELS = ['Effective', 'Last updated'];
const NUMBERED = /^(\d+)\.\s+(\S.*)$/;

/** @param {import('mdast').Nodes} node @returns {string} */
function textOf(node) {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxTextExpression') {
    return node.value;
  }
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** @param {string} text */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** @param {unknown} value @returns {import('estree').Expression} */
function toEstree(value) {
  if (Array.isArray(value)) {
    return { type: 'ArrayExpression', elements: value.map(toEstree) };
  }
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, entry]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: key },
        value: toEstree(entry),
      })),
    };
  }
  return { type: 'Literal', value: /** @type {string | number | null} */ (value) };
}

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

/** @param {unknown} value */
function isCalendarDate(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
function checkMetadata(tree, file) {
  const found = findMetadata(tree);
  if (!found) {
    file.fail(
      'The document has no `export const metadata = { title, description, date, dateLabel }` at the top.',
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
  if (!fields.has('date')) {
    file.fail('metadata.date is missing: write the date as "YYYY-MM-DD", for example "2025-09-16".', node);
  }
  if (!isCalendarDate(fields.get('date'))) {
    file.fail(
      `metadata.date "${String(fields.get('date'))}" is not a real date written as "YYYY-MM-DD", for example "2025-09-16".`,
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
      section = { id: `section-${number}`, number, title: match[2].trim() };
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

export default function remarkLegalDocument() {
  /** @param {import('mdast').Root} tree @param {import('vfile').VFile} file */
  return (tree, file) => {
    checkMetadata(tree, file);
    const sections = collectSections(tree, file);
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
                    init: toEstree(sections),
                  },
                ],
              },
            },
          ],
        },
      },
    });
  };
}
