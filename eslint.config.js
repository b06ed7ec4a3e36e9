// ESLint flat config: correctness rules only. Formatting is Prettier's job, so no stylistic rules here.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { defineConfig, globalIgnores } from 'eslint/config';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const server = 'apps/server/src';
const serverModules = readdirSync(`${server}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Outside a server module, another module is reached only through its public entry (index.ts). */
const throughPublicEntries = (target, own) => ({
  target,
  from: `${server}/modules`,
  except: serverModules.map((name) => (name === own ? `./${name}` : `./${name}/index.ts`)),
  message: 'Use the module through its public entry (modules/<name>/index.ts).',
});
const web = 'apps/web/src';
const webFeatures = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Files a feature lets others load on demand by their own path (their chunks stay apart): its pages and popups, and
 * its `start-reads` (a page's first reads, which the app starts with the session check).
 */
const onDemandEntries = (name) =>
  readdirSync(`${web}/features/${name}`, { recursive: true })
    .filter((file) => /(-(page|popup)\.tsx|^start-reads\.ts)$/.test(file) && !file.includes('.test.'))
    .map((file) => `./${name}/${file}`);
/** Outside a web feature, another feature is reached only through its public entry (index.ts) or an on-demand one. */
const throughFeatureEntries = (target, own) => ({
  target,
  from: `${web}/features`,
  except: webFeatures.flatMap((name) => (name === own ? [`./${name}`] : [`./${name}/index.ts`, ...onDemandEntries(name)])),
  message: 'Use the feature through its public entry (features/<name>/index.ts).',
});

/**
 * The server's layers, lowest first: each may use those before it, never those after it. Targets are plain paths (the
 * rule compares them to a folder, so a brace pattern would match no file).
 */
const serverLayers = [
  [['lib', 'adapters', 'db', 'http'].map((folder) => `${server}/${folder}`), ['modules', 'ingest', 'realtime', 'provisioning', 'cli', 'demo', 'composition', 'app.ts']],
  [`${server}/modules`, ['ingest', 'realtime', 'provisioning', 'cli', 'demo', 'composition', 'app.ts']],
  [`${server}/ingest`, ['realtime', 'cli', 'demo', 'composition', 'app.ts']],
];

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    'apps/server/drizzle/**',
    'data/**',
    'tmp/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every text of a component comes from the message catalogues (apps/web/src/lib/i18n): none is written in one.
    files: [`${web}/**/*.tsx`],
    ignores: ['**/*.test.tsx', `${web}/test/**`],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,title,message,confirmLabel,description,helperText,submitLabel,primary,secondary,placeholder,aria-label,alt,tooltip,emptyText}']],
          },
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'import-x/no-duplicates': 'error' },
  },
  {
    // Functions that fit on a screen; a longer one needs a decision record that says why.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((name) => throughFeatureEntries(`${web}/features/${name}`, name)),
            throughFeatureEntries(`${web}/app`),
            // The shared kernel and components are used by features, never the reverse.
            ...['lib', 'components'].flatMap((shared) => [
              { target: `${web}/${shared}`, from: `${web}/features`, message: 'Shared code does not use a feature.' },
              { target: `${web}/${shared}`, from: `${web}/app`, message: 'Shared code does not use the app.' },
            ]),
            { target: `${web}/features`, from: `${web}/app`, message: 'A feature does not use the app: the app composes features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.map((name) => throughPublicEntries(`${server}/modules/${name}`, name)),
            ...['app.ts', 'main.ts', 'cli', 'demo', 'provisioning', 'ingest', 'realtime', 'composition'].map((outside) => throughPublicEntries(`${server}/${outside}`)),
            {
              target: ['realtime', 'provisioning', 'cli', 'demo'].map((folder) => `${server}/${folder}`),
              from: `${server}/composition`,
              message: 'Only app.ts uses the composition phases.',
            },
            ...serverLayers.flatMap(([target, above]) =>
              above.map((layer) => ({ target, from: `${server}/${layer}`, message: `A lower layer does not use ${layer}.` })),
            ),
          ],
        },
      ],
    },
  },
);
