import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { deskOrderQuery } from './api/desk-order';
import { recordOrderPaymentMutation } from './api/record-order-payment';
import { setOrderStatusMutation } from './api/set-order-status';
import OrderPage from './order-page';
import PackingSlipPage from './packing-slip-page';

const NUMBER = 'ORD-20261124-4821';

const deskOrder = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'DeskOrder',
  id: '7',
  orderNumber: NUMBER,
  createdAt: '2026-11-24T05:00:00.000Z',
  status: 'PENDING',
  customerName: 'Asha Devi',
  customerPhone: '9876543210',
  shippingAddress: '12 Station Road, Vidisha',
  notes: 'Ring the bell twice',
  totalAmount: 291,
  deliveryFee: 40,
  itemsTotal: 251,
  paymentMethod: 'COD',
  deliveryMethod: 'HOME_DELIVERY',
  deliveryPin: '464001',
  sameDayDelivery: true,
  prescriptionStatus: null,
  nextStatuses: ['PROCESSING', 'CANCELLED'],
  items: [
    {
      __typename: 'DeskOrderLine',
      name: 'Sitz bath salts',
      size: null,
      quantity: 2,
      unitPrice: 125.5,
      lineTotal: 251,
    },
  ],
  history: [
    {
      __typename: 'DeskOrderChange',
      from: null,
      to: 'PENDING',
      at: '2026-11-24T05:00:00.000Z',
      by: 'patient',
      reason: 'placed',
    },
  ],
  payment: null,
  ...overrides,
});

const orderMock = (order: Record<string, unknown>) => ({
  request: { query: deskOrderQuery, variables: { orderNumber: NUMBER } },
  result: { data: { deskOrder: order } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderAt(path: string, mocks: unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/orders/:orderNumber" element={<OrderPage />} />
          <Route path="/staff/orders/:orderNumber/slip" element={<PackingSlipPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe("an order's page", () => {
  it('shows items, delivery, the patient to call or WhatsApp, history and the next steps', async () => {
    renderAt(`/staff/orders/${NUMBER}`, [orderMock(deskOrder())]);
    expect(await screen.findByRole('heading', { level: 1, name: NUMBER })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Asha Devi' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp Asha Devi' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(screen.getByText('Home delivery to PIN 464001, same day')).toBeInTheDocument();
    expect(screen.getByText('12 Station Road, Vidisha')).toBeInTheDocument();
    expect(screen.getByText(/Ring the bell twice/)).toBeInTheDocument();
    expect(screen.getByText('Sitz bath salts × 2')).toBeInTheDocument();
    expect(screen.getByText('₹291.00')).toBeInTheDocument();
    expect(screen.getByText('Pays by Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Payment is taken at delivery.')).toBeInTheDocument();
    expect(
      screen.getByText('Pending · the patient · Tue, 24 Nov 2026, 10:30 am'),
    ).toBeInTheDocument();
    const actions = within(screen.getByRole('region', { name: 'Next step' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Start packing',
      'Cancel order',
    ]);
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      `/staff/orders/${NUMBER}/slip`,
    );
  });

  it('asks for the reason before cancelling, then shows the cancelled order', async () => {
    const cancelled = deskOrder({
      status: 'CANCELLED',
      nextStatuses: [],
      history: [
        ...deskOrder().history,
        {
          __typename: 'DeskOrderChange',
          from: 'PENDING',
          to: 'CANCELLED',
          at: '2026-11-24T06:00:00.000Z',
          by: 'Test pharmacy',
          reason: 'Out of stock',
        },
      ],
    });
    renderAt(`/staff/orders/${NUMBER}`, [
      orderMock(deskOrder()),
      {
        request: {
          query: setOrderStatusMutation,
          variables: { orderNumber: NUMBER, status: 'CANCELLED', reason: 'Out of stock' },
        },
        result: { data: { setOrderStatus: cancelled } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(
      await dialog.findByText('Please give a reason for cancelling; the patient will see it.'),
    ).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Reason (the patient will see it)'), 'Out of stock');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Order marked cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next step' })).not.toBeInTheDocument();
  });

  it('records a UPI payment for a delivered order, asking for its reference', async () => {
    const owedPayment = {
      __typename: 'DeskPayment',
      amountDue: 291,
      method: null,
      amount: null,
      upiReference: null,
      collectedBy: null,
      collectedAt: null,
    };
    const owed = deskOrder({
      status: 'DELIVERED',
      nextStatuses: [],
      paymentMethod: 'UPI_ON_DELIVERY',
      payment: owedPayment,
    });
    const paid = {
      ...owed,
      payment: {
        ...owedPayment,
        method: 'UPI',
        amount: 291,
        upiReference: '412345678901',
        collectedBy: 'Test pharmacy',
        collectedAt: '2026-11-24T08:00:00.000Z',
      },
    };
    renderAt(`/staff/orders/${NUMBER}`, [
      orderMock(owed),
      {
        request: {
          query: recordOrderPaymentMutation,
          variables: {
            orderNumber: NUMBER,
            payment: { method: 'UPI', amount: 291, upiReference: '412345678901' },
          },
        },
        result: { data: { recordOrderPayment: paid } },
      },
    ]);
    expect(await screen.findByText('Owed: ₹291.00')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Record payment' }));
    expect(form.getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(form.getByLabelText('Amount collected (₹)')).toHaveValue('291');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    expect(
      await form.findByText('Please enter the UPI reference from the payment.'),
    ).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('UPI reference (UTR)'), '412345678901');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(
        'Paid ₹291.00 by UPI, taken by Test pharmacy on Tue, 24 Nov 2026, 1:30 pm',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('UPI reference 412345678901')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it('says when there is no such order', async () => {
    const { GraphQLError } = await import('graphql');
    renderAt(`/staff/orders/${NUMBER}`, [
      {
        request: { query: deskOrderQuery, variables: { orderNumber: NUMBER } },
        result: {
          errors: [
            new GraphQLError('No order found with that number.', {
              extensions: { code: 'NOT_FOUND' },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText('No order found with that number.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the packing slip', () => {
  it('lists items and quantities, where it goes, the phone, and the number as text and QR code', async () => {
    renderAt(`/staff/orders/${NUMBER}/slip`, [orderMock(deskOrder())]);
    const slip = within(await screen.findByRole('article', { name: `Packing slip ${NUMBER}` }));
    expect(slip.getByRole('heading', { name: NUMBER })).toBeInTheDocument();
    expect(slip.getByRole('img', { name: `QR code of order ${NUMBER}` })).toBeInTheDocument();
    const rows = slip.getAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sitz bath salts', '2']);
    expect(slip.getByText('12 Station Road, Vidisha 464001')).toBeInTheDocument();
    expect(slip.getByText('Phone: +91 98765 43210')).toBeInTheDocument();
    expect(slip.getByText('Cash on delivery: collect ₹291.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
