import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  // SWC rewrites "@/" in import statements; require() and jest.isolateModules need the mapping too.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/scripts/test-temp.mjs',
  globalTeardown: '<rootDir>/scripts/test-temp-teardown.mjs',
});
