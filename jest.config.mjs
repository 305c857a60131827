import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const projectConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  // SWC rewrites "@/" in import statements; require() and jest.isolateModules need the mapping too.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/scripts/test-temp.mjs',
  globalTeardown: '<rootDir>/scripts/test-temp-teardown.mjs',
});

/** @type {() => Promise<import('jest').Config>} */
const config = async () => ({
  ...(await projectConfig()),
  // A global option, which next/jest's project options do not type.
  testSequencer: '<rootDir>/scripts/test-sequencer.mjs',
});

export default config;
