// @ts-check
// One lint configuration for the whole tree. Type-checked rules where TypeScript is; the layer rule
// stays in scripts/check-boundaries.js (its one source of truth, tested in test/tooling).
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
      'node_modules/', 'dist/', 'build/', 'bench/tmp/', 'test-results/', '.rspack-cache/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['src/ui/**/*.tsx', 'src/main.tsx', 'src/prerender.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // React code only: test/e2e's `useBrowser` is a Playwright helper, not a hook.
    files: ['src/ui/**', 'src/*.tsx', 'test/ui/**', 'test/support/*.tsx', 'test/tooling/lint-fixtures/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
    files: ['src/start.inline.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
