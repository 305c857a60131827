import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  ...nextVitals,
  ...nextTypescript,
  // Next registers the jsx-a11y plugin with a handful of rules; turn on its whole recommended set.
  { files: ['**/*.{jsx,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Playwright fixtures hand their value to `use`, which is not a React hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Ambient module declarations can only name types from other modules through import().
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/consistent-type-imports': 'off' } },
  prettier,
  {
    ignores: [
      '.next/',
      'out/',
      'out-fixtures/',
      'node_modules/',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
];

export default config;
