import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const STAFF_WALL =
  'The staff console is a build of its own (client/staff.html): the site never imports it.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'client/src/graphql/__generated__/**',
      'client/src/staff/graphql/__generated__/**',
      // A session's own profiling scripts: gitignored, never part of the project.
      '.scratch/**',
      'client/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Cycles are ours to find; following imports into packages only costs time.
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // TypeGraphQL and TypeORM read decorator metadata from the imported classes at run time.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; shared code lives in lib/ and components/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['clinic', 'booking', 'shop', 'blog', 'content', 'messages', 'search'].map(
              (feature) => ({
                target: `./client/src/features/${feature}`,
                from: './client/src/features',
                except: [`./${feature}`],
              }),
            ),
            // The staff console builds on lib/ and components/ only, never on the site's pages;
            // of the app it wears the theme alone.
            {
              target: './client/src/staff',
              from: ['./client/src/features', './client/src/ssr'],
            },
            { target: './client/src/staff', from: './client/src/app', except: ['./theme.ts'] },
            // The start-up module (ssr/) keeps its workings to itself: the app and features use
            // its hooks and deferred sections, the loader, start and the renderer their entries.
            {
              target: ['./client/src/!(ssr)/**', './client/src/*.{ts,tsx}'],
              from: './client/src/ssr',
              except: [
                './deferred-section.tsx',
                './use-hydrated.ts',
                './use-adopted-without-data.ts',
                './page-adopted.tsx',
                './loader.ts',
                './router-library.ts',
                './browser.tsx',
                './server.ts',
                './renderer-contract.d.ts',
              ],
              message: 'Use one of the start-up module’s entry files (see client/src/ssr).',
            },
          ],
        },
      ],
    },
  },
  {
    // Patients' pages carry no byte of the staff console: it is a build of its own
    // (client/staff.html, vite.staff.config.ts), and no site module imports it, even lazily.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/src/staff/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/staff', '**/staff/**'], message: STAFF_WALL }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/(^|\\/)staff(\\/|$)/]', message: STAFF_WALL },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**/*.ts', 'scripts/**', '*.ts'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
