import '@testing-library/jest-dom';

afterEach(() => {
  window.localStorage.clear();
});

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
