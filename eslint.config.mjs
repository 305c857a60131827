import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// An import of a content module, by alias or by relative path (a stylesheet carries no words).
const CONTENT_IMPORT = String.raw`/^(@\/|(\.\.?\/)+)content\/(?!.*\.css$)/`;
// An import of the data layer, by alias or by relative path.
const DATA_IMPORT = String.raw`/^(@\/|(\.\.?\/)+)data\//`;

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
  // The layers of docs/architecture.md's "The tree": each folder imports only from the ones below it.
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,jsx}'],
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: './data',
              message:
                'lib/ is pure: it takes what it needs as arguments. Reading files, the environment, git or the build date is the data layer’s job (data/); pass the result in.',
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
              target: './content',
              from: ['./app', './components', './data', './scripts', './bench', './sample'],
              message:
                'content/ holds words and facts, no code that reads anything: pages, components and the data layer import it, not the other way round.',
            },
            {
              target: './data',
              from: ['./app', './components'],
              message: 'data/ is the server’s data layer: routes and components call it, it never imports them.',
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
  // Pure code and content read nothing: no file system, no processes, no environment, no React state.
  {
    files: ['lib/**', 'content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'child_process', 'node:child_process'].map(
              (name) => ({
                name,
                message:
                  'lib/ and content/ read no files and run no programs: do it in the data layer (data/) and pass the result in.',
              }),
            ),
            { name: 'react', message: 'lib/ and content/ hold no React: hooks and components go in components/.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'lib/ and content/ read no environment: data/config.ts and data/buildDate.mjs read it, and the result is passed in.',
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
        {
          selector: `Program:has(> ExpressionStatement[directive='use client']) :matches(ImportDeclaration[importKind!='type'], ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=${DATA_IMPORT}]`,
          message:
            'A client component never imports the data layer: it runs in the browser, where there are no files, no git and no build date. Take the data as props from a server component.',
        },
      ],
    },
  },
  // Code a newcomer reads one function at a time: blank lines and comments count.
  {
    files: ['lib/**', 'scripts/**', 'data/**', 'sample/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
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
      'out-sealed/',
      'out-revealed/',
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
