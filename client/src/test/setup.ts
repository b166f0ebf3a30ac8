import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Screens load their code lazily; on a busy 2-core CI machine the first load of a chunk can take
// longer than Testing Library's 1 s default. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
});

// jsdom does not implement scrolling; the app's ScrollRestoration calls it.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

// Screens render many MUI components under jsdom; on a busy machine that takes seconds.
jest.setTimeout(30_000);
