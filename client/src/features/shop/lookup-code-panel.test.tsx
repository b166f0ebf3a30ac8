import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { clinicMock, renderApp } from '../../test/render-app';
import { ordersAndAppointmentsQuery } from './api/appointments-by-phone';
import {
  sendOrderLookupCodeMutation,
  unlockedOrdersQuery,
  verifyOrderLookupCodeMutation,
} from './api/lookup-code';

jest.setTimeout(30_000);

const PHONE = '9876501234';
const SENT =
  'If this number can receive messages, a 6-digit code is on its way by WhatsApp or SMS. It works for 15 minutes.';

const order = (full: boolean) => ({
  __typename: 'OrderView' as const,
  id: '12',
  orderNumber: full ? 'ORD-20261124-4821' : null,
  createdAt: '2026-11-24T05:00:00.000Z',
  status: 'PENDING',
  totalAmount: 1250,
  paymentMethod: 'COD',
  itemCount: 1,
  detailsIncluded: full,
  shippingAddress: full ? '12 Station Road, Vidisha' : null,
  cancelReason: null,
  customer: full
    ? { __typename: 'OrderCustomer', firstName: 'Asha', lastName: 'Devi', phone: PHONE }
    : null,
  items: full
    ? [
        {
          __typename: 'OrderLine',
          id: '1',
          name: 'Herbal Balm',
          size: null,
          image: null,
          quantity: 1,
          unitPrice: 1210,
          lineTotal: 1210,
        },
      ]
    : null,
  prescriptionStatus: null,
  prescriptionNote: null,
  invoiceNumber: null,
});

const mocks = (verify: MockLink.MockedResponse[]): MockLink.MockedResponse[] => [
  clinicMock,
  {
    request: { query: ordersAndAppointmentsQuery, variables: { phone: PHONE } },
    result: { data: { ordersByPhone: [order(false)], appointmentsByPhone: [] } },
  },
  {
    request: { query: sendOrderLookupCodeMutation, variables: { phone: PHONE, language: 'EN' } },
    result: {
      data: {
        sendOrderLookupCode: { __typename: 'LookupCodeSent', message: SENT, minutes: 15 },
      },
    },
  },
  ...verify,
];

async function askForCode(list: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderApp('/orders', list);
  await screen.findByRole('heading', { level: 1, name: 'My Orders & Appointments' });
  await user.type(screen.getByLabelText(/Phone Number/), PHONE);
  await user.click(screen.getByRole('button', { name: 'View All My Orders' }));
  await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
  expect(await screen.findByText(SENT)).toBeInTheDocument();
  return user;
}

describe('unlocking orders with a code sent to the phone', () => {
  it('shows every order in full once the right code is typed', async () => {
    const user = await askForCode(
      mocks([
        {
          request: {
            query: verifyOrderLookupCodeMutation,
            variables: { phone: PHONE, code: '424242' },
          },
          result: {
            data: {
              verifyOrderLookupCode: {
                __typename: 'OrderLookupUnlock',
                token: 'unlock-token',
                expiresAt: '2026-11-24T05:15:00.000Z',
              },
            },
          },
        },
        {
          request: {
            query: unlockedOrdersQuery,
            variables: { phone: PHONE, unlockToken: 'unlock-token' },
          },
          result: { data: { unlockedOrders: [order(true)] } },
        },
      ]),
    );
    await user.type(screen.getByLabelText(/^Code/), '424 242');
    await user.click(screen.getByRole('button', { name: 'Show my orders' }));
    const card = await screen.findByRole('article', { name: /ORD-20261124-4821/ });
    expect(within(card).getByText('12 Station Road, Vidisha')).toBeInTheDocument();
    expect(within(card).getByText(/Herbal Balm/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).not.toBeInTheDocument();
    expect(window.location.href).not.toContain('unlock-token');
  });

  it('says how many tries are left after a wrong code', async () => {
    const user = await askForCode(
      mocks([
        {
          request: {
            query: verifyOrderLookupCodeMutation,
            variables: { phone: PHONE, code: '111111' },
          },
          result: {
            errors: [
              new GraphQLError('That code is not right. 4 tries left.', {
                extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CODE', triesLeft: 4 },
              }),
            ],
          },
        },
      ]),
    );
    await user.type(screen.getByLabelText(/^Code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Show my orders' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
  });

  it('asks for all 6 digits before checking', async () => {
    const user = await askForCode(mocks([]));
    await user.type(screen.getByLabelText(/^Code/), '123');
    await user.click(screen.getByRole('button', { name: 'Show my orders' }));
    expect(
      await screen.findByText('The code is the 6 digits in the message we sent'),
    ).toBeInTheDocument();
  });
});
