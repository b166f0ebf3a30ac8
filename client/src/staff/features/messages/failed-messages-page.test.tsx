import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { retryMessageMutation } from '../../api/retry-message';
import { failedMessagesQuery } from './api/failed-messages';
import FailedMessagesPage from './failed-messages-page';

const message = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'DeskMessage',
  id: '0b7f3c2e-1111-4000-8000-000000000001',
  label: 'Order on its way',
  channel: 'whatsapp',
  status: 'FAILED',
  reason: 'WhatsApp: template not approved (132001)',
  attempts: 4,
  queuedAt: '2026-11-24T04:30:00.000Z',
  dueAt: '2026-11-24T04:30:00.000Z',
  sentAt: null,
  updatedAt: '2026-11-24T05:00:00.000Z',
  reference: null,
  orderNumber: 'ORD-20261124-4821',
  canRetry: true,
  ...overrides,
});

const page = (messages: ReturnType<typeof message>[]) => ({
  request: { query: failedMessagesQuery, variables: { page: 1 } },
  result: {
    data: {
      failedMessages: { __typename: 'FailedMessagePage', page: 1, hasMore: false, messages },
    },
  },
});

const renderPage = (mocks: unknown[]) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <FailedMessagesPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('the failed messages page', () => {
  it('shows each failure by its desk name with channel, tries, reason and what it told of', async () => {
    renderPage([
      page([
        message(),
        message({
          id: '0b7f3c2e-1111-4000-8000-000000000002',
          label: 'Reminder, the day before',
          channel: 'sms',
          reason: 'SMS: DLT template rejected',
          attempts: 1,
          orderNumber: null,
          reference: 'APT-7K3Q9',
          canRetry: false,
        }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('desk-message');
    expect(rows).toHaveLength(2);
    const [order, booking] = rows;
    expect(within(order).getByText('Order on its way')).toBeInTheDocument();
    expect(within(order).getByText('Failed')).toBeInTheDocument();
    expect(within(order).getByText('by WhatsApp')).toBeInTheDocument();
    expect(within(order).getByText('4 tries')).toBeInTheDocument();
    expect(
      within(order).getByText('Why: WhatsApp: template not approved (132001)'),
    ).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Order ORD-20261124-4821' })).toHaveAttribute(
      'href',
      '/staff/orders/ORD-20261124-4821',
    );
    expect(within(order).getByText(/Queued Tue, 24 Nov 2026, 10:00 am/)).toBeInTheDocument();
    // Another desk's message, or one that may not be sent again: no Retry.
    expect(within(booking).queryByRole('button')).not.toBeInTheDocument();
    expect(within(booking).getByText('Booking APT-7K3Q9')).toBeInTheDocument();
  });

  it('sends one again with Retry and says so', async () => {
    renderPage([
      page([message()]),
      {
        request: { query: retryMessageMutation, variables: { id: message().id } },
        result: { data: { retryMessage: message({ status: 'QUEUED', canRetry: false }) } },
      },
      page([]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry: Order on its way' }));
    expect(await screen.findByText('No failed messages. Everything went out.')).toBeInTheDocument();
  });

  it('says what went wrong when Retry is refused', async () => {
    renderPage([
      page([message()]),
      {
        request: { query: retryMessageMutation, variables: { id: message().id } },
        result: {
          errors: [
            {
              message: 'This message belongs to another desk.',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry: Order on its way' }));
    expect(await screen.findByText('This message belongs to another desk.')).toBeInTheDocument();
  });

  it('says when nothing failed', async () => {
    renderPage([page([])]);
    expect(await screen.findByText('No failed messages. Everything went out.')).toBeInTheDocument();
  });
});
