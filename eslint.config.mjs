// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'build/',
      'build-nginx/',
      '.build-next/',
      '.docusaurus/',
      '.generated/',
      '.gen-next/',
      'api/',
      'bench/tmp/',
      'test-results/',
      'mcp/dist/',
      'examples/nuxt/.nuxt/',
      'examples/nuxt/.output/',
      'docs/docs/streaming_api/messages/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    },
  },
  {
    // Tests walk parsed documents (specs, built JSON, tool answers) whose shape they assert, and load the
    // generated CommonJS validators by path.
    files: ['tests/**'],
    rules: {'@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/fixtures/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
);
