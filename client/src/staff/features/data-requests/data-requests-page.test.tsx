import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { eraseDataRequestMutation } from './api/answer-data-request';
import { dataRequestsQuery } from './api/data-requests';
import { recordDataRequestMutation } from './api/record-data-request';
import DataRequestsPage from './data-requests-page';

const request = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'DataRequest',
  id: '7',
  reference: 'DR-7K3Q9M',
  phone: '9876502468',
  kind: 'ERASE',
  status: 'RECEIVED',
  proof: 'CODE',
  details: null,
  takenBy: null,
  identityCheck: null,
  receivedAt: '2026-10-20T05:00:00.000Z',
  dueAt: '2026-11-19T05:00:00.000Z',
  overdue: true,
  closedAt: null,
  closedBy: null,
  outcome: null,
  ...overrides,
});

const list = (requests: unknown[], status: string | null = 'RECEIVED') => ({
  request: { query: dataRequestsQuery, variables: { status } },
  result: { data: { dataRequests: requests } },
});

const renderPage = (mocks: unknown[]) =>
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <DataRequestsPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('the data requests desk', () => {
  it('shows a skeleton, then each request with its due date, overdue ones marked, and the download', async () => {
    renderPage([
      list([
        request(),
        request({
          id: '8',
          reference: 'DR-AB2CD3',
          kind: 'SEE',
          overdue: false,
          dueAt: '2026-12-27T05:00:00.000Z',
        }),
      ]),
    ]);
    expect(screen.getByRole('status', { name: 'Loading data requests…' })).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'DR-7K3Q9M' });
    expect(within(first).getByText('Overdue')).toBeVisible();
    expect(within(first).getByText(/Due Thu, 19 Nov 2026/)).toBeVisible();
    expect(within(first).getByText(/\+91 98765 02468/)).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Download the data (JSON)' })).toHaveAttribute(
      'href',
      '/staff/files/data-requests/7',
    );
    expect(within(first).getByRole('button', { name: 'Erase the data' })).toBeVisible();
    const second = screen.getByRole('listitem', { name: 'DR-AB2CD3' });
    expect(within(second).queryByText('Overdue')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Mark done' })).toBeVisible();
  });

  it('says when there is nothing to answer, and offers a retry when loading fails', async () => {
    renderPage([list([])]);
    expect(await screen.findByText('No requests here.')).toBeVisible();
  });

  it('erases after a confirmation that says invoices stay', async () => {
    const user = userEvent.setup();
    renderPage([
      list([request()]),
      {
        request: { query: eraseDataRequestMutation, variables: { id: '7' } },
        result: {
          data: {
            eraseDataRequest: request({ status: 'DONE', overdue: false, outcome: 'Erased' }),
          },
        },
      },
      list([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Erase the data' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase everything held for this phone?' });
    expect(within(dialog).getByText(/Invoices and order amounts stay/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('No requests here.')).toBeVisible();
  });

  it('records a request made in person only with an identity check', async () => {
    const user = userEvent.setup();
    renderPage([
      list([]),
      {
        request: {
          query: recordDataRequestMutation,
          variables: {
            input: {
              phone: '+91 98765 02468',
              kind: 'SEE',
              identityCheck: 'Aadhaar seen',
              details: null,
            },
          },
        },
        result: { data: { recordDataRequest: request({ kind: 'SEE', proof: 'VISIT' }) } },
      },
      list([]),
    ]);
    await screen.findByText('No requests here.');
    await user.type(screen.getByLabelText('Phone'), '+91 98765 02468');
    await user.click(screen.getByRole('button', { name: 'Record the request' }));
    expect(await screen.findByText('Say how you checked who the patient is')).toBeVisible();
    await user.type(screen.getByLabelText('How the identity was checked'), 'Aadhaar seen');
    await user.click(screen.getByRole('button', { name: 'Record the request' }));
    expect(await screen.findByText(/Request DR-7K3Q9M recorded\. Due/)).toBeVisible();
  });
});
