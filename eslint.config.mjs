// @ts-check
// One lint configuration for the whole tree. Type-checked rules where TypeScript is; the layer rule
// stays in test/tooling/check-boundaries.test.ts (its one source of truth).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      // Broken on purpose: test/tooling/lint.test.ts lints it and expects the errors.
      'test/tooling/lint-fixtures/',
      'node_modules/',
      'dist/',
      'build/',
      'bench/tmp/',
      'test-results/',
      '.rspack-cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a binding left unused on purpose (a key dropped by rest destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Off: an async method without await is how a fake or adapter meets a Promise-returning port; the promise
      // rules that catch real bugs (no-floating-promises, no-misused-promises) stay on.
      '@typescript-eslint/require-await': 'off',
      // A binding assigned once after closures that read it (a small wiring cycle) must stay `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['src/ui/**/*.tsx', 'src/main.tsx', 'src/prerender.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first action takes focus as it opens (the WAI-ARIA dialog pattern), through react-aria's
      // Button; autoFocus on a plain element is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // React code only: test/e2e's `useBrowser` and test/ui's `use*Sandbox` are jest set-up helpers, not hooks.
    files: ['src/ui/**', 'src/*.tsx', 'test/support/*.tsx', 'test/tooling/lint-fixtures/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['test/**'],
    rules: {
      // jest's asymmetric matchers (expect.any, objectContaining) are typed `any`, and so is JSON.parse of a
      // captured request body, which is exactly what a test asserts on; src keeps both rules.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // expect(fake.method) and a module's functions taken from require() are not calls that lose `this`.
      '@typescript-eslint/unbound-method': 'off',
      // test/tooling and test/e2e load the CommonJS scripts they test (scripts/*.js) as they are.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The sandbox's areas stay readable as the app's do: each is a factory, a ledger and groups of handlers.
    files: ['sandbox/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Plain JavaScript (scripts, configs, the inline starter) is not in a tsconfig: no type-aware rules there.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: { ...globals.node },
      sourceType: 'commonjs',
      parserOptions: { projectService: false, project: null },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      // CommonJS is what these Node scripts are.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/start.inline.js', 'public/vendor/frame/frame.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
