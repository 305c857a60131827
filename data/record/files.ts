/** The record's folder: content/record, or a test's fixture record (RECORD_CONTENT_DIR). */
export const recordDir = process.env.RECORD_CONTENT_DIR ?? 'content/record';
export const ledgerFile = `${recordDir}/picks.csv`;
export const correctionsFile = `${recordDir}/corrections.csv`;
/** One RFC 3161 token per chain entry, as the authority sent it: tokens/RC-0412.tsr, tokens/RC-0412.grade.tsr. */
export const tokensDir = `${recordDir}/tokens`;
/** Where the ledger's slip paths ("slips/rc-0412.jpg") start from: a slip is published only once its pick is revealed. */
export const slipsRoot = recordDir;
export const authorityFile = `${recordDir}/authority.pem`;
