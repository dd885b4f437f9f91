// @ts-check
/**
 * The linter CI runs (`npm run lint`, part of `npm test`). Formatting is Prettier's
 * (`npm run format`); this file holds the rules that catch mistakes: the recommended sets of
 * ESLint and typescript-eslint, the rules of hooks for the Preact islands, and the house
 * boundaries (the engine imports no UI, no island reaches into another's internals).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'public/', 'content/', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The code width Prettier keeps; strings, templates and URLs may run past it (quotations
      // of the books are not broken mid-sentence).
      'max-len': [
        'error',
        {
          code: 120,
          tabWidth: 2,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          // A directive that switches a rule off says why on its own line.
          ignorePattern: '^\\s*// eslint-disable-next-line',
          ignoreComments: false,
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}', 'src/search/**/*.ts', 'test/islands/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The engine is pure: no UI, no DOM, no Astro, no edition (see README, "The rules engine").
    files: ['src/rules/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['preact', 'preact/*', '@preact/*', 'astro', 'astro:*', 'astro/*', 'd3-*'],
              message: 'The engine imports no UI code.',
            },
            {
              group: ['**/islands/**', '**/components/**', '**/edition/**', '**/pages/**', '**/search/**'],
              message: 'The engine knows nothing of the edition.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'test/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
