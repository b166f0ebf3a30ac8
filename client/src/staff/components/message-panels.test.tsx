import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { appointmentMessagesQuery } from '../api/appointment-messages';
import { orderMessagesQuery } from '../api/order-messages';
import { AppointmentMessages } from './appointment-messages';
import { OrderMessages } from './order-messages';

const message = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'DeskMessage',
  id: '0b7f3c2e-2222-4000-8000-000000000001',
  label: 'Booking confirmed',
  channel: 'whatsapp',
  status: 'DELIVERED',
  reason: null,
  attempts: 1,
  queuedAt: '2026-11-24T04:30:00.000Z',
  dueAt: '2026-11-24T04:30:00.000Z',
  sentAt: '2026-11-24T04:30:05.000Z',
  updatedAt: '2026-11-24T04:31:00.000Z',
  reference: 'APT-7K3Q9',
  orderNumber: null,
  canRetry: false,
  ...overrides,
});

const renderWith = (mocks: unknown[], ui: React.ReactNode) =>
  render(<MockedProvider mocks={mocks as never}>{ui}</MockedProvider>);

describe("a booking's messages on its card", () => {
  it('asks for them only when opened, and shows each with its state and times', async () => {
    renderWith(
      [
        {
          request: { query: appointmentMessagesQuery, variables: { reference: 'APT-7K3Q9' } },
          result: {
            data: {
              appointmentMessages: [
                message(),
                message({
                  id: '0b7f3c2e-2222-4000-8000-000000000002',
                  label: 'Reminder, two hours before',
                  status: 'DROPPED',
                  channel: null,
                  attempts: 0,
                  sentAt: null,
                  dueAt: '2026-11-25T03:30:00.000Z',
                  reason: 'The booking was cancelled',
                }),
              ],
            },
          },
        },
      ],
      <AppointmentMessages reference="APT-7K3Q9" />,
    );
    const toggle = screen.getByRole('button', { name: 'Messages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Messages for APT-7K3Q9' });
    const [confirmed, reminder] = await within(panel).findAllByTestId('desk-message');
    expect(within(confirmed).getByText('Delivered')).toBeInTheDocument();
    expect(within(confirmed).getByText('by WhatsApp')).toBeInTheDocument();
    expect(
      within(confirmed).getByText(
        'Queued Tue, 24 Nov 2026, 10:00 am · due Tue, 24 Nov 2026, 10:00 am · sent Tue, 24 Nov 2026, 10:00 am',
      ),
    ).toBeInTheDocument();
    expect(within(reminder).getByText('Not sent')).toBeInTheDocument();
    expect(within(reminder).getByText('Why: The booking was cancelled')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide messages' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe("an order's messages on its page", () => {
  const order = (result: unknown) => [
    {
      request: { query: orderMessagesQuery, variables: { orderNumber: 'ORD-20261124-4821' } },
      result,
    },
  ];

  it('says when none were sent yet', async () => {
    renderWith(
      order({ data: { orderMessages: [] } }),
      <OrderMessages orderNumber="ORD-20261124-4821" />,
    );
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('offers Retry on a failed one the role may send again', async () => {
    renderWith(
      order({
        data: {
          orderMessages: [
            message({
              label: 'Order on its way',
              status: 'FAILED',
              reason: 'SMS: DLT template rejected',
              channel: 'sms',
              attempts: 4,
              canRetry: true,
              reference: null,
              orderNumber: 'ORD-20261124-4821',
            }),
          ],
        },
      }),
      <OrderMessages orderNumber="ORD-20261124-4821" />,
    );
    expect(
      await screen.findByRole('button', { name: 'Retry: Order on its way' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 tries')).toBeInTheDocument();
    expect(screen.getByText('Why: SMS: DLT template rejected')).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    renderWith(
      order({ errors: [new GraphQLError('The desk is not reachable')] }),
      <OrderMessages orderNumber="ORD-20261124-4821" />,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
