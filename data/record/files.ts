/** The record's folder: content/record, or a test's fixture record (RECORD_CONTENT_DIR). */
export const recordDir = process.env.RECORD_CONTENT_DIR ?? 'content/record';
export const ledgerFile = `${recordDir}/picks.csv`;
export const correctionsFile = `${recordDir}/corrections.csv`;
export const timestampsFile = `${recordDir}/timestamps.csv`;
export const authorityFile = `${recordDir}/authority.pem`;
