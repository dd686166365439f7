// ESLint for the whole repository: TypeScript, Astro components, React islands (hooks and accessibility).
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'test-results*/',
      'playwright-report/',
      'reports/',
      'screenshots/',
      'review/',
      'inbox-data/',
      'bench/reports/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs,astro}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/components/**/*.tsx', 'tests/**/*.tsx'],
    // The jsx-a11y plugin itself is registered by Astro's jsx-a11y config above; this adds its rules for React.
    plugins: { 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      // `_name` marks a parameter or binding that is there for its position only.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
