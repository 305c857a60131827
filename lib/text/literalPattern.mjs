/**
 * `text` as the source of a regular expression that matches it letter for letter.
 * @param {string} text
 */
export const literalPattern = (text) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
