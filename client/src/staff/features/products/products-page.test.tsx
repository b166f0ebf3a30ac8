import { fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { deskProductsQuery } from './api/desk-products';
import ProductsPage from './products-page';
import { productsTexts as texts } from './strings';

const product = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'DeskProduct' as const,
  id,
  name,
  categoryName: 'Piles Care',
  price: 185,
  stock: 40,
  lowStock: false,
  nearestExpiry: null,
  hidden: false,
  prescriptionOnly: false,
  images: [],
  ...extra,
});

const listed = (products: unknown[], delay = 0) => ({
  request: { query: deskProductsQuery, variables: { search: null, filter: 'ALL' } },
  result: { data: { deskProducts: products } },
  delay,
});

function renderPage(mocks: unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={['/staff/products']}>
        <ProductsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Products at the desk', () => {
  it('says it is loading, then lists products with what needs attention', async () => {
    renderPage([
      listed(
        [
          product('1', 'Sitz Bath Tub', { stock: 3, lowStock: true }),
          product('2', 'Fibre Powder', { nearestExpiry: '2026-12-20' }),
          product('3', 'Old Balm', { hidden: true, prescriptionOnly: true }),
        ],
        20,
      ),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    const items = await screen.findAllByTestId('desk-product');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('link', { name: 'Edit Sitz Bath Tub' })).toHaveAttribute(
      'href',
      '/staff/products/1',
    );
    expect(within(items[0]).getByText('Piles Care · ₹185.00 · 3 in stock')).toBeInTheDocument();
    expect(within(items[0]).getByText(texts.lowStock)).toBeInTheDocument();
    expect(within(items[1]).getByText('Batch expires Sun, 20 Dec 2026')).toBeInTheDocument();
    expect(within(items[2]).getByText(texts.hidden)).toBeInTheDocument();
    expect(within(items[2]).getByText(texts.prescription)).toBeInTheDocument();
    // A hidden product is not flagged low: nobody can buy it.
    expect(within(items[2]).queryByText(texts.lowStock)).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderPage([listed([])]);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    renderPage([
      {
        request: { query: deskProductsQuery, variables: { search: null, filter: 'ALL' } },
        error: new TypeError('Failed to fetch'),
      },
      listed([product('1', 'Sitz Bath Tub')]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network Error');
    fireEvent.click(within(alert).getByRole('button', { name: texts.retry }));
    expect(await screen.findByTestId('desk-product')).toHaveTextContent('Sitz Bath Tub');
  });
});
