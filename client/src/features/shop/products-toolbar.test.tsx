import { useState } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { ProductsToolbar } from './products-toolbar';
import type { UrlFilters } from './product-filters';

const start: UrlFilters = { q: '', category: '', sort: 'NEWEST', page: 1 };

/** The toolbar with its filters as the URL holds them, which the test moves by hand. */
function Harness({ sent }: { sent: string[] }) {
  const [filters, setFilters] = useState(start);
  return (
    <>
      <ProductsToolbar filters={filters} onChange={(next) => sent.push(next.q ?? '')} />
      <button type="button" onClick={() => setFilters({ ...filters, q: sent[sent.length - 1] })}>
        url lands
      </button>
      <button type="button" onClick={() => setFilters({ ...filters, q: '' })}>
        back
      </button>
    </>
  );
}

it('keeps the words typed after a search when that search reaches the address late', async () => {
  const user = userEvent.setup();
  const sent: string[] = [];
  render(
    <LocaleProvider locale="en">
      <MockedProvider mocks={[]}>
        <Harness sent={sent} />
      </MockedProvider>
    </LocaleProvider>,
  );
  const field = await screen.findByRole('searchbox', { name: 'Search products' });
  await user.type(field, 'ointment');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(sent).toEqual(['ointment']);
  // A slow phone: the patient types the next search before the first reaches the address.
  await user.clear(field);
  await user.type(field, 'cooling wipes');
  await user.click(screen.getByRole('button', { name: 'url lands' }));
  expect(field).toHaveValue('cooling wipes');
  // Back (the address changed by something else) still shows what the address holds.
  await user.click(screen.getByRole('button', { name: 'back' }));
  expect(field).toHaveValue('');
});
