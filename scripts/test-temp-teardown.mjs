// Jest's globalTeardown takes a file of its own (scripts/test-temp.mjs).
export { teardown as default } from './test-temp.mjs';
