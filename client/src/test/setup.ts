import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadCatalogue } from '../lib/i18n/catalogue';
import { locales } from '../lib/i18n/locales';
import { frameSections } from '../app/layout/app-shell';
import { preloadSections } from '../ssr/deferred-section';
import { catalogues } from './catalogues';

// Screens load their code lazily; on a busy 2-core CI machine the first load of a chunk can take
// longer than Testing Library's 1 s default. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// The browser loads a page's catalogues before it starts (start.tsx); so do the tests, with the
// frame's deferred footer, since what loads while a test's render waits in use() is never
// retried under act().
beforeAll(() =>
  Promise.all([
    ...Object.values(catalogues).flatMap((catalogue) =>
      locales.map((locale) => loadCatalogue(catalogue, locale)),
    ),
    preloadSections(frameSections),
  ]),
);

afterEach(() => {
  window.localStorage.clear();
});

// jsdom does not implement scrolling; the app's ScrollRestoration calls it.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// Screens render many MUI components under jsdom; on a busy machine that takes seconds.
jest.setTimeout(30_000);
