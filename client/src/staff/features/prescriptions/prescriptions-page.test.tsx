import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { approvePrescriptionMutation } from './api/approve-prescription';
import { prescriptionCheckQuery } from './api/prescription-check';
import { prescriptionChecksQuery } from './api/prescription-checks';
import { rejectPrescriptionMutation } from './api/reject-prescription';
import PrescriptionsPage from './prescriptions-page';

const check = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'PrescriptionCheck' as const,
  orderNumber: 'ORD-20261126-4821',
  placedAt: '2026-11-26T05:00:00.000Z',
  orderStatus: 'PENDING',
  status: 'TO_CHECK',
  customerName: 'Asha Devi',
  customerPhone: '9876543210',
  totalAmount: 264,
  kind: 'IMAGE',
  byteSize: 48_000,
  fileUrl: '/staff/files/prescriptions/ORD-20261126-4821',
  reviewedAt: null,
  reviewerName: null,
  reviewerRegistration: null,
  rejectReason: null,
  items: [
    {
      __typename: 'PrescriptionCheckLine' as const,
      name: 'Rx Tablets',
      size: null,
      quantity: 2,
      prescriptionOnly: true,
    },
  ],
  ...overrides,
});

const list = (registration: string | null) => ({
  request: { query: prescriptionChecksQuery, variables: { status: 'TO_CHECK' } },
  result: { data: { prescriptionChecks: [check()], pharmacistRegistration: registration } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const one = (overrides: Record<string, unknown> = {}) => ({
  request: { query: prescriptionCheckQuery, variables: { orderNumber: 'ORD-20261126-4821' } },
  result: { data: { prescriptionCheck: check(overrides) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderAt(path: string, mocks: unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/prescriptions" element={<PrescriptionsPage />} />
          <Route path="/staff/prescriptions/:orderNumber" element={<PrescriptionsPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the pharmacy desk’s prescriptions', () => {
  it('lists the waiting orders and opens one with its photo inline', async () => {
    renderAt('/staff/prescriptions/ORD-20261126-4821', [list('MP/PH/1'), one()]);
    expect(
      await screen.findByRole('button', { name: 'Open ORD-20261126-4821' }),
    ).toBeInTheDocument();
    const photo = await screen.findByRole('img', {
      name: 'Prescription for order ORD-20261126-4821',
    });
    expect(photo).toHaveAttribute('src', '/staff/files/prescriptions/ORD-20261126-4821');
    expect(screen.getByLabelText(/registration number/)).toHaveValue('MP/PH/1');
  });

  it('offers a PDF only as a download', async () => {
    renderAt('/staff/prescriptions/ORD-20261126-4821', [list(null), one({ kind: 'PDF' })]);
    const download = await screen.findByRole('link', { name: 'Download the PDF' });
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('img', { name: /Prescription for order/ })).not.toBeInTheDocument();
  });

  it('asks for a registration number and a reason before sending', async () => {
    const user = userEvent.setup();
    renderAt('/staff/prescriptions/ORD-20261126-4821', [list(null), one()]);
    await user.click(await screen.findByRole('button', { name: 'Approve prescription' }));
    expect(
      await screen.findByText('Please enter your pharmacist registration number'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reject and cancel the order' }));
    expect(
      await screen.findByText('Please say why the prescription cannot be accepted'),
    ).toBeVisible();
  });

  it('approves with the registration number and says so', async () => {
    const user = userEvent.setup();
    const approved = check({
      status: 'APPROVED',
      reviewerName: 'Meera',
      reviewerRegistration: 'MP/PH/1',
      reviewedAt: '2026-11-26T06:00:00.000Z',
    });
    renderAt('/staff/prescriptions/ORD-20261126-4821', [
      list('MP/PH/1'),
      one(),
      {
        request: {
          query: approvePrescriptionMutation,
          variables: { orderNumber: 'ORD-20261126-4821', registrationNumber: 'MP/PH/1' },
        },
        result: { data: { approvePrescription: approved } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve prescription' }));
    expect(
      await screen.findByText(
        'Prescription of ORD-20261126-4821 approved. The order can be packed.',
      ),
    ).toBeVisible();
  });

  it('shows the server’s refusal when a rejection fails', async () => {
    const user = userEvent.setup();
    renderAt('/staff/prescriptions/ORD-20261126-4821', [
      list(null),
      one(),
      {
        request: {
          query: rejectPrescriptionMutation,
          variables: { orderNumber: 'ORD-20261126-4821', reason: 'Too old' },
        },
        result: {
          errors: [
            {
              message: 'This prescription was already checked (approved).',
              extensions: { code: 'CONFLICT' },
            },
          ],
        },
      },
    ]);
    const section = await screen.findByRole('textbox', { name: /Reason/ });
    await user.type(section, 'Too old');
    await user.click(screen.getByRole('button', { name: 'Reject and cancel the order' }));
    const alert = await screen.findByText('This prescription was already checked (approved).');
    expect(within(alert.closest('[role="alert"]')!).getByText(/already checked/)).toBeVisible();
  });
});
