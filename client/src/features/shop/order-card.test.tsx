import { MockedProvider } from '@apollo/client/testing/react';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import type { OrderCardData } from './api/order-lookup';
import { OrderCard } from './order-card';

const order: OrderCardData = {
  __typename: 'OrderView',
  id: '12',
  orderNumber: 'ORD-20261124-4821',
  createdAt: '2026-11-24T05:00:00.000Z',
  status: 'CANCELLED',
  totalAmount: 224,
  paymentMethod: 'COD',
  itemCount: 2,
  detailsIncluded: true,
  shippingAddress: '12 Station Road, Vidisha',
  prescriptionStatus: 'REJECTED',
  prescriptionNote: 'The prescription is older than six months.',
  cancelReason: 'The prescription is older than six months.',
  invoiceNumber: null,
  customer: {
    __typename: 'OrderCustomer',
    firstName: 'Asha',
    lastName: 'Devi',
    phone: '9876543210',
  },
  items: [],
};

// The card's opt-out button needs an Apollo client; these tests never press it.
const render = (ui: ReactElement) =>
  renderBare(
    <LocaleProvider locale="en">
      <MockedProvider>{ui}</MockedProvider>
    </LocaleProvider>,
  );

describe('OrderCard', () => {
  it('says why a prescription was not accepted', () => {
    render(<OrderCard order={order} />);
    expect(screen.getByText(/Prescription: not accepted/)).toBeInTheDocument();
    // Once, though it is both the rejection's and the cancel's reason.
    expect(screen.getAllByText(/The prescription is older than six months\./)).toHaveLength(1);
    expect(
      screen.getByText(/Reason: The prescription is older than six months\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /tax invoice/i })).toBeNull();
  });

  it('downloads the tax invoice of a delivered order with the phone and number in the body', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      blob: async () => new Blob(['%PDF-'], { type: 'application/pdf' }),
    }));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    try {
      render(
        <OrderCard
          order={{
            ...order,
            status: 'DELIVERED',
            prescriptionStatus: 'APPROVED',
            prescriptionNote: null,
            invoiceNumber: 'SC/26-27/000123',
          }}
        />,
      );
      expect(screen.getByText('Prescription: approved')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /tax invoice SC\/26-27\/000123/i }));
      expect(fetchMock).toHaveBeenCalledWith('/api/orders/invoice', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phone: '9876543210',
          orderNumber: 'ORD-20261124-4821',
          format: 'pdf',
        }),
      });
      expect(URL.createObjectURL).toHaveBeenCalled();
    } finally {
      global.fetch = realFetch;
    }
  });
});
