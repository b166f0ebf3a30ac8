import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('screen failed');
}

/** A frame whose boundary, like AppLayout's, retries when the address changes. */
function Frame() {
  const { key } = useLocation();
  return (
    <>
      <Link to="/fine">Somewhere else</Link>
      <ErrorBoundary
        resetKey={key}
        fallback={(error) => <p role="alert">Failed: {(error as Error).message}</p>}
      >
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine page</h1>} />
        </Routes>
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback for a screen that throws, keeping what is around it', () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Frame />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: screen failed');
    expect(screen.getByRole('link', { name: 'Somewhere else' })).toBeVisible();
  });

  it('tries again at the next address', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Frame />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
