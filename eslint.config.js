import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

// Every folder under apps/web/src/features is a feature that may not import another.
const featureNames = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/*.config.js',
      'bench/results/**',
      '.scratch/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
    },
  },
  {
    // packages/shared is pure: nothing from Node or the DOM, and no clock (ARCHITECTURE §1, §3).
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'react-dom'] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Shared rules take `now` as an argument.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process'],
    },
  },
  {
    // Web features do not import each other; pages compose them in src/app (ARCHITECTURE §7).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: featureNames.map((name) => ({
            target: `./apps/web/src/features/${name}`,
            from: './apps/web/src/features',
            except: [`./${name}`],
            message: 'Features do not import each other; compose them in src/app.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The server reads configuration only through config.ts (ARCHITECTURE §4).
    files: ['apps/server/src/**/*.ts'],
    // config.ts, and sim/settings.ts for the simulators' own process (decision 033)
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/sim/settings.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    // Time rules run in Asia/Manila whatever the machine's zone: no
    // reading or setting of the process's local time, and every date format names its zone. This
    // is what lets CI rerun only the clock-tagged tests under other zones (docs/decisions/030).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(get|set)(Hours|Minutes|Date|Day|Month|FullYear)$/]',
          message: 'Local time depends on the machine; use the Manila helpers (manila-time.ts).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(getTimezoneOffset|toDateString|toTimeString)$/]',
          message: 'Local time depends on the machine; use the Manila helpers (manila-time.ts).',
        },
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']:not(:has(Property[key.name='timeZone']))",
          message: "A date format names its zone: timeZone: 'Asia/Manila'.",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]:not(:has(Property[key.name='timeZone']))",
          message: "A date format names its zone: timeZone: 'Asia/Manila'.",
        },
      ],
    },
  },
);
