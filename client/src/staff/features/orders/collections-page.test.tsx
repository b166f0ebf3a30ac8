import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { collectionReportQuery } from './api/collection-report';
import CollectionsPage from './collections-page';

const DAY = '2026-11-24';
const line = (collectedBy: string, method: string, count: number, total: number) => ({
  __typename: 'CollectionLine',
  collectedBy,
  method,
  count,
  total,
});
const report = (lines: ReturnType<typeof line>[]) => ({
  collectionReport: {
    __typename: 'CollectionReport',
    date: DAY,
    count: lines.reduce((n, l) => n + l.count, 0),
    total: lines.reduce((n, l) => n + l.total, 0),
    lines,
    byMethod: ['CASH', 'UPI'].map((method) => ({
      __typename: 'CollectionMethodTotal',
      method,
      count: lines.filter((l) => l.method === method).reduce((n, l) => n + l.count, 0),
      total: lines.filter((l) => l.method === method).reduce((n, l) => n + l.total, 0),
    })),
  },
});

const renderDay = (data: unknown) =>
  render(
    <MockedProvider
      mocks={
        [
          { request: { query: collectionReportQuery, variables: { date: DAY } }, result: { data } },
        ] as never
      }
    >
      <MemoryRouter initialEntries={[`/staff/collections?date=${DAY}`]}>
        <CollectionsPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('the collections report', () => {
  it("shows the day's payments by staff member and method, with totals in rupees", async () => {
    renderDay(
      report([
        line('Meena Pharmacist', 'CASH', 3, 1250.5),
        line('Meena Pharmacist', 'UPI', 1, 300),
        line('Ravi Admin', 'CASH', 1, 99),
      ]),
    );
    expect(await screen.findByText('5 payments, ₹1,649.50 in all')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Meena Pharmacist', 'Cash', '₹1,250.503 payments'],
      ['Meena Pharmacist', 'UPI', '₹300.001 payment'],
      ['Ravi Admin', 'Cash', '₹99.001 payment'],
    ]);
    const byMethod = within(screen.getByRole('list', { name: 'By method' }));
    expect(byMethod.getByText('Cash: ₹1,349.50 (4)')).toBeInTheDocument();
    expect(byMethod.getByText('UPI: ₹300.00 (1)')).toBeInTheDocument();
  });

  it('says when nothing was collected', async () => {
    renderDay(report([]));
    expect(await screen.findByText('Nothing was collected on this day.')).toBeInTheDocument();
  });
});
