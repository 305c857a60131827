import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// An import of a content module, by alias or by relative path (a stylesheet carries no words).
const CONTENT_IMPORT = String.raw`/^(@\/|(\.\.?\/)+)content\/(?!.*\.css$)/`;

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
  // The layers of the README's "The tree": each folder imports only from the ones below it.
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,jsx}'],
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './content',
              from: ['./app', './components'],
              message: 'content/ holds words and facts; pages and components import it, not the other way round.',
            },
            {
              target: './lib',
              from: ['./app', './components'],
              message: 'lib/ is logic that takes what it needs as arguments; it never imports the UI.',
            },
            {
              target: './lib',
              from: './content',
              message:
                'lib/ takes facts as arguments; content/ may import lib/, so lib/ importing content/ is a circle.',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ never import routes.',
            },
          ],
        },
      ],
    },
  },
  // A client component ships to the browser: it takes its words as props from a server component, so
  // they are in the HTML. Any file that starts with 'use client' is covered as soon as it exists.
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Program:has(> ExpressionStatement[directive='use client']) :matches(ImportDeclaration[importKind!='type'], ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=${CONTENT_IMPORT}]`,
          message:
            'A client component imports no content module: take the words as props from a server component (`import type` is fine).',
        },
      ],
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
      '.lighthouseci/',
      'bench/floor/.next/',
      'bench/floor/out/',
      'bench/floor/next-env.d.ts',
    ],
  },
];

export default config;
