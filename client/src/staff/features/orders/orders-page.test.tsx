import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { orderBoardQuery } from './api/order-board';
import OrdersPage from './orders-page';

const order = (orderNumber: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'BoardOrder',
  orderNumber,
  createdAt: '2026-11-24T05:00:00.000Z',
  status: 'PENDING',
  customerName: 'Asha Devi',
  itemCount: 2,
  totalAmount: 291,
  paymentMethod: 'COD',
  deliveryMethod: 'HOME_DELIVERY',
  prescriptionStatus: null,
  owedAmount: null,
  ...overrides,
});

const board = (orders: unknown[], extra: Record<string, unknown> = {}) => ({
  orderBoard: {
    __typename: 'OrderBoard',
    counts: {
      __typename: 'BoardCounts',
      pending: 2,
      processing: 1,
      shipped: 0,
      delivered: null,
      cancelled: null,
    },
    owed: { __typename: 'OwedSummary', count: 3, total: 1250.5 },
    page: 1,
    hasMore: false,
    orders,
    ...extra,
  },
});

const variables = (changes: Record<string, unknown> = {}) => ({
  status: 'PENDING',
  owed: null,
  search: null,
  day: null,
  paymentMethod: null,
  page: 1,
  ...changes,
});

function renderBoard(mocks: unknown[], path = '/staff/orders') {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <OrdersPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the order board', () => {
  it('shows the tabs with their counts, what is owed, and each order linking to its page', async () => {
    renderBoard([
      {
        request: { query: orderBoardQuery, variables: variables() },
        result: {
          data: board([
            order('ORD-20261124-1002', { prescriptionStatus: 'TO_CHECK' }),
            order('ORD-20261124-1001', { paymentMethod: 'UPI_ON_DELIVERY', customerName: 'Ravi' }),
          ]),
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const rows = await screen.findAllByTestId('board-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'ORD-20261124-1002' })).toHaveAttribute(
      'href',
      '/staff/orders/ORD-20261124-1002',
    );
    expect(within(rows[0]).getByText('Prescription to check')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Asha Devi · 2 items · ₹291.00')).toBeInTheDocument();
    expect(
      within(rows[0]).getByText('Tue, 24 Nov 2026, 10:30 am · Cash on delivery'),
    ).toBeInTheDocument();
    expect(within(rows[1]).getByText(/UPI on delivery/)).toBeInTheDocument();

    const tabs = within(screen.getByRole('tablist', { name: 'Orders by status' }));
    expect(tabs.getByRole('tab', { name: 'Pending (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'Packing (1)' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Out for delivery (0)' })).toBeInTheDocument();
    // Delivered and cancelled are counted for a chosen day only.
    expect(tabs.getByRole('tab', { name: 'Delivered' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Owed (3)' })).toBeInTheDocument();
    expect(screen.getByText('Owed: ₹1,250.50 on 3 orders')).toBeInTheDocument();
  });

  it('lists what delivered orders owe on the Owed tab', async () => {
    renderBoard(
      [
        {
          request: { query: orderBoardQuery, variables: variables({ status: null, owed: true }) },
          result: {
            data: board([order('ORD-20261124-1003', { status: 'DELIVERED', owedAmount: 450 })]),
          },
        },
      ],
      '/staff/orders?tab=OWED',
    );
    const [row] = await screen.findAllByTestId('board-order');
    expect(within(row).getByText('Owes ₹450.00')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
  });

  it('says so when a tab is empty', async () => {
    renderBoard([
      { request: { query: orderBoardQuery, variables: variables() }, result: { data: board([]) } },
    ]);
    expect(await screen.findByText('No orders here.')).toBeInTheDocument();
  });

  it('offers a retry when the board cannot be loaded', async () => {
    renderBoard([
      { request: { query: orderBoardQuery, variables: variables() }, error: new Error('offline') },
    ]);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
  });

  it('searches by phone, keeping the search out of the address, and says when nothing matches', async () => {
    renderBoard([
      {
        request: { query: orderBoardQuery, variables: variables() },
        result: { data: board([order('ORD-20261124-1002')]) },
      },
      {
        request: {
          query: orderBoardQuery,
          variables: variables({ status: null, search: '9876543210' }),
        },
        result: { data: board([]) },
      },
    ]);
    await screen.findAllByTestId('board-order');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('Please enter an order number, a phone number or part of a name.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Order number, phone or name'), 'as');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('Please enter at least 3 letters of a name.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Order number, phone or name'));
    await userEvent.type(screen.getByLabelText('Order number, phone or name'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No order matches that search.')).toBeInTheDocument();
    expect(screen.getByText('Orders matching “9876543210”')).toBeInTheDocument();
  });
});
