import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { strandedAppointmentsQuery } from './api/stranded-appointments';
import { StrandedList } from './stranded-list';
import { doctorTexts as texts } from './strings';

const booking = {
  __typename: 'DeskAppointment' as const,
  id: '41',
  reference: 'APT-STRND',
  startsAt: '2031-01-06T12:30:00+05:30',
  endsAt: '2031-01-06T13:00:00+05:30',
  mode: 'IN_CLINIC' as const,
  status: 'CONFIRMED' as const,
  patientName: 'Laneb P.',
  patientPhone: '9712345678',
  token: null,
  cancelReason: null,
  doctor: { __typename: 'DeskDoctor' as const, id: '7', name: 'Dr. Laneb Varma' },
};

const answer = (doctorId: string | null, strandedAppointments: (typeof booking)[]) => ({
  request: { query: strandedAppointmentsQuery, variables: { doctorId } },
  result: { data: { strandedAppointments } },
});

function renderList(doctorId: string | undefined, mocks: ReturnType<typeof answer>[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <StrandedList doctorId={doctorId} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Needs rescheduling', () => {
  it('says when no booking needs moving', async () => {
    renderList('7', [answer('7', [])]);
    expect(await screen.findByText(texts.strandedNone)).toBeInTheDocument();
  });

  it('lists a stranded booking with its date, doctor and the desk’s reschedule and cancel', async () => {
    renderList(undefined, [answer(null, [booking])]);
    const card = within(await screen.findByTestId('desk-appointment'));
    expect(card.getByText('Laneb P.')).toBeInTheDocument();
    expect(screen.getByText(/Dr\. Laneb Varma/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
