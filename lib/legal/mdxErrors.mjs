/**
 * MDX's syntax errors in the words of an editor who writes a legal document: where the mistake is
 * (line and column of the tag, quote or brace itself) and what to type to fix it. MDX names the
 * parser that failed ("Could not parse import/exports with acorn"); an editor needs the character.
 */

/**
 * What compiling MDX throws: a VFileMessage (the reason, the rule that failed, a point or a
 * position, and for the metadata block acorn's own error as its cause), or any other Error.
 * @typedef {{ line?: number, column?: number }} Point
 * @typedef {Error & { reason?: string, ruleId?: string, place?: Point & { start?: Point }, cause?: unknown }} MdxError
 */

/** A point written in a message, "(9:13-9:21)" or "(9:13)": MDX puts an opening tag's place there. */
const WRITTEN_POINT = /\((\d+):(\d+)(?:-\d+:\d+)?\)/;

/** @param {string} text @returns {{ line: number, column: number } | null} */
function writtenPoint(text) {
  const [, line, column] = WRITTEN_POINT.exec(text) ?? [];
  return line && column ? { line: Number(line), column: Number(column) } : null;
}

/** acorn's reasons, for the metadata block at the top of a version. @type {Record<string, string>} */
const METADATA_REASONS = {
  'Unterminated string constant': 'a quoted text is not closed',
  'Unexpected token': 'a comma, quote or brace is missing or one too many',
  'Unterminated template': 'a text opened with ` is not closed',
};

const METADATA_HELP =
  "Write each value between two straight quotes of the same kind ('…'), an apostrophe inside one as ’ or \\', and end each line with a comma.";

/**
 * The line, column and message for an editor, from what compiling a legal document threw.
 * @param {unknown} error
 * @returns {{ line: number | null, column: number | null, message: string }}
 */
export function mdxProblem(error) {
  const problem = /** @type {MdxError} */ (error);
  const reason = problem.reason ?? problem.message ?? String(error);
  const start = problem.place?.start ?? problem.place;
  const at = start?.line ? { line: start.line, column: start.column ?? 1 } : writtenPoint(reason);
  const where = (/** @type {{ line: number, column: number } | null} */ point, /** @type {string} */ message) => ({
    line: point?.line ?? null,
    column: point?.column ?? null,
    message,
  });
  const tag = /`(<\/?[^`]*>)`/.exec(reason)?.[1] ?? '';
  const closing = tag.replace(/^<\/?/, '</');

  switch (problem.ruleId) {
    case 'acorn': {
      const cause = problem.cause instanceof Error ? problem.cause.message : '';
      const plain = METADATA_REASONS[cause] ?? `it cannot be read as JavaScript (${cause || reason})`;
      return where(at, `the metadata at the top of the file cannot be read here: ${plain}. ${METADATA_HELP}`);
    }
    case 'end-tag-mismatch': {
      const mismatch = /^Unexpected closing tag `(<\/[^`]*>)`, expected corresponding closing tag for `(<[^`]*>)`/.exec(
        reason,
      );
      if (mismatch) {
        const [, found = '', open = ''] = mismatch;
        const opened = writtenPoint(reason);
        return where(
          at,
          `${found} closes a tag that is not the one open here: ${open}${opened ? ` (line ${opened.line}, column ${opened.column})` : ''} must be closed first, with ${open.replace(/^</, '</')}.`,
        );
      }
      // MDX points at the paragraph; the tag's own place is in its message.
      const within = /before the end of `paragraph`/.test(reason) ? 'in the same paragraph' : 'further down';
      return where(
        writtenPoint(reason) ?? at,
        `${tag || 'a tag'} is never closed: add ${closing || 'its closing tag'} ${within}, or remove the tag (write \\< to show a "<" as text).`,
      );
    }
    case 'unexpected-closing-slash':
      return where(at, 'a closing tag here has no opening tag before it: remove it, or add the tag it closes.');
    case 'unexpected-eof':
      if (/closing brace/.test(reason)) {
        return where(at, 'a "{" is never closed by a "}": remove it, or write \\{ to show a brace as text.');
      }
      if (/closing quote/.test(reason)) {
        return where(at, "a tag's attribute opens a quote that is never closed: close it with the same quote.");
      }
      return where(at, `a tag or a "{" is not finished before the end of the file (${reason}).`);
    default:
      return where(
        at,
        `${reason}${problem.ruleId ? '. In a legal document, "<", "{" and "}" start tags and expressions: write \\<, \\{ and \\} to show them as text' : ''}`,
      );
  }
}
