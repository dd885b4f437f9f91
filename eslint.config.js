// @ts-check
/**
 * The linter CI runs (`npm run lint`, part of `npm test`). Formatting is Prettier's
 * (`npm run format`); this file holds the rules that catch mistakes: the recommended sets of
 * ESLint and typescript-eslint, the rules of hooks for the Preact islands, and the house
 * boundaries (the engine imports no UI; the edition reaches the engine through its entry points only).
 * The width of every line, strings and comments included, is `scripts/line-width.mjs`'s.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The engine's entry points (see the README, "The rules engine"): the only engine modules that islands,
 * components, pages, the search and the edition's data may import. Everything else under `src/rules/` is
 * the engine's inside, free to be split or renamed without touching a page.
 */
const ENGINE_ENTRY_POINTS = [
  'index.ts',
  'errors.ts',
  'result.ts',
  'examples.ts',
  'hellwig/index.ts',
  'wells/index.ts',
  'wells/hooks-farm/index.ts',
];

/**
 * Lints the frontmatter of an `.astro` file as TypeScript, keeping its line numbers (the frontmatter
 * starts on line 2, after the opening `---`); the markup below it is Prettier's and the line-width
 * script's.
 */
/** @type {import('eslint').Linter.Processor} */
const astroFrontmatter = {
  meta: { name: 'astro-frontmatter' },
  preprocess(text) {
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    return frontmatter ? [{ text: `\n${frontmatter[1]}\n`, filename: 'frontmatter.ts' }] : [];
  },
  postprocess: (messages) => messages.flat(),
  supportsAutofix: false,
};

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'public/', 'content/'] },
  { files: ['**/*.astro'], processor: astroFrontmatter },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
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
    // A frontmatter's names are used by the markup below it, which the linter does not see.
    files: ['**/*.astro/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // The edition reaches the engine through its entry points only (README, "The rules engine").
    files: [
      'src/islands/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx,astro}',
      'src/pages/**/*.{ts,tsx,astro}',
      'src/layouts/**/*.astro',
      'src/search/**/*.ts',
      'src/edition/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `/rules/(?!(${ENGINE_ENTRY_POINTS.join('|').replaceAll('.', '\\.')})$)`,
              message: `Import the engine through its entry points: src/rules/{${ENGINE_ENTRY_POINTS.join(',')}}.`,
            },
          ],
        },
      ],
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
