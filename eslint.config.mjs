import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
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
      // Lingui's compiled catalogues (npm run codegen), from each feature's messages.po.
      'client/src/**/locales/*/messages.ts',
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
    // Parts of the site whose words come from Lingui's catalogues (README, Languages): a literal
    // sentence there is a string no translator sees. A converted feature adds its folder here.
    files: [
      'client/src/app/**/*.{ts,tsx}',
      'client/src/features/search/**/*.{ts,tsx}',
      'client/src/features/content/home/**/*.{ts,tsx}',
      'client/src/features/booking/**/*.{ts,tsx}',
      'client/src/features/content/pages/**/*.{ts,tsx}',
      'client/src/features/content/{services-page,service-detail-page,services,faq-page,faq-accordion,legal-page,legal-content,privacy-page,terms-page,content-image}.{ts,tsx}',
      'client/src/features/blog/**/*.{ts,tsx}',
      'client/src/features/shop/orders/**/*.{ts,tsx}',
      'client/src/features/shop/{orders-page,appointments-section,lookup-code-panel,order-card}.tsx',
      'client/src/features/shop/order-status.ts',
      'client/src/features/shop/{invoice,order-updates}/*.{ts,tsx}',
      'client/src/features/clinic/**/*.{ts,tsx}',
      'client/src/features/messages/**/*.{ts,tsx}',
      'client/src/features/shop/products-page.tsx',
      'client/src/features/shop/products-toolbar.tsx',
      'client/src/features/shop/product-filters.ts',
      'client/src/features/shop/product-card.tsx',
      'client/src/features/shop/product-image.tsx',
      'client/src/features/shop/stock-text.ts',
      'client/src/features/shop/cart-drawer.tsx',
      'client/src/features/shop/cart.ts',
      'client/src/features/shop/cart-store.ts',
      'client/src/features/shop/use-cart-count.ts',
      'client/src/features/shop/checkout-page.tsx',
      'client/src/features/shop/checkout-form.tsx',
      'client/src/features/shop/checkout-summary.tsx',
      'client/src/features/shop/checkout-validation.ts',
      'client/src/features/shop/checkout-errors.ts',
      'client/src/features/shop/delivery-choice.tsx',
      'client/src/features/shop/payment-choice.tsx',
      'client/src/features/shop/order-placed-page.tsx',
      'client/src/features/shop/placed-order.ts',
      'client/src/features/shop/line-items.tsx',
      'client/src/features/shop/order-totals.ts',
      'client/src/features/shop/payment-methods.ts',
      'client/src/features/shop/catalogue.ts',
      'client/src/features/shop/content-lang.ts',
      'client/src/features/shop/prescription/prescription-field.tsx',
      'client/src/features/content/condition-pages/**/*.{ts,tsx}',
      'client/src/features/content/condition-details/**/*.{ts,tsx}',
      'client/src/features/content/{diseases-page,condition-page,condition-doctors}.tsx',
      'client/src/features/content/{condition-details,condition-words}.ts',
      'client/src/features/content/api/condition-doctors.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'client/src/app/theme.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // One lower-case token (a message id, a CSS value, a path, an MUI prop) is no sentence.
          ignore: ['^(?![A-Z])\\S+$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(sx|className|id|key|to|href|hrefLang|lang|variant|component|color|size|anchor|role|rel|target|type|label|labelId|fontSize|display|direction|justifyContent|alignItems|maxWidth|position)$',
              },
            },
            { regex: { pattern: '^aria-(haspopup|controls|hidden)$' } },
          ],
          ignoreFunctions: [
            '_',
            'graphql',
            'console.*',
            'import',
            'lazy',
            'require',
            'useCatalogue',
            'Error',
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**/*.ts', 'scripts/**', '*.ts'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
