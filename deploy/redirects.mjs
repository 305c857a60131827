/**
 * A pick's page answers to its id in any letter case: /record/picks/rc-0412, and its ".html" and
 * trailing-slash forms, redirect once to /record/picks/RC-0412 when that page exists, and are a 404
 * when it does not. The ledger refuses two ids that differ only in case (lib/record/ledger/picks.ts),
 * so an id in any case names one pick at most.
 *
 * nginx cannot change a string's case, so the rule is written per prefix, as the ledger's ids spell
 * it: an id is its letters, then digits, "-" and "_" ("RC" and "-0412"), and a path whose letters
 * match a prefix in any case, followed by such a tail, names the page of the prefix as written with
 * that tail. The prefixes come from the ids of the build (scripts/build/server-headers.mjs writes
 * them for nginx; the preview server reads its build's pages), so the rule changes only when the
 * ledger starts a new prefix, not with each pick. An id with a letter after its first digit or dash
 * has no rule: in another case it is a 404. The Location is made of the prefix as written and the
 * tail's digits, dashes and underscores only, so it never leaves the site.
 */

/** An id the rule covers: its prefix (group 1) and its tail (group 2). */
const ID = /^([A-Za-z]+)([0-9_-]+)$/;

/**
 * The prefixes of a build's ids, as the ledger writes them, each once whatever its case (the first
 * written wins), longest first so that "RCX" is tried before "RC".
 * @param {readonly string[]} ids
 * @returns {string[]}
 */
export function pickIdPrefixes(ids) {
  /** @type {Map<string, string>} */
  const prefixes = new Map();
  for (const id of ids) {
    const prefix = ID.exec(id)?.[1];
    if (prefix && !prefixes.has(prefix.toLowerCase())) prefixes.set(prefix.toLowerCase(), prefix);
  }
  return [...prefixes.values()].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** A prefix matched in any letter case, as a pattern both JavaScript and PCRE read. @param {string} prefix */
const anyCase = (prefix) => [...prefix].map((letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).join('');

/** @param {string} folder @param {string} prefix */
const pathPattern = (folder, prefix) => `^${folder}/${anyCase(prefix)}([0-9_-]+)(?:\\.html|/)?`;

/**
 * The pick page a decoded path may name in another letter case or form, or null when it is no such
 * path or is already that page's address. Whether the page exists is the caller's to check.
 * @param {string} decoded the request's path, decoded, its dot segments resolved
 * @param {string} folder where the pick pages are: "/record/picks"
 * @param {readonly string[]} prefixes pickIdPrefixes of the build
 */
export function pickRedirect(decoded, folder, prefixes) {
  for (const prefix of prefixes) {
    const tail = new RegExp(`${pathPattern(folder, prefix)}$`).exec(decoded)?.[1];
    if (tail === undefined) continue;
    const page = `${folder}/${prefix}${tail}`;
    return page === decoded ? null : page;
  }
  return null;
}

/**
 * The same rule for nginx's http block: $pick_redirect is the page a path names in another case or
 * form, or empty. The server block redirects to it when its file exists (deploy/nginx.conf).
 * @param {string} folder where the pick pages are: "/record/picks"
 * @param {readonly string[]} prefixes pickIdPrefixes of the build
 */
export function nginxPickRedirects(folder, prefixes) {
  return `map $uri $pick_page_asked {
    default "";
${prefixes.map((prefix) => `    "~${pathPattern(folder, prefix)}\\z" ${folder}/${prefix}$1;`).join('\n')}
}
# Empty when the path asked is the page's own address.
map "$pick_page_asked:$uri" $pick_redirect {
    default "";
    "~^(?<pick_page_found>[^:]+):\\k<pick_page_found>\\z" "";
    "~^(?<pick_page_found>[^:]+):" $pick_page_found;
}
`;
}
