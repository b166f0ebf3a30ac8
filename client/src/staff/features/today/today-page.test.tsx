import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { clinicDateKey } from '../../lib/desk-time';
import { strandedAppointmentsQuery } from '../doctors/api/stranded-appointments';
import { deskDayQuery } from './api/desk-day';
import TodayPage from './today-page';

const today = clinicDateKey();
const at = (hhmm: string) => new Date(`${today}T${hhmm}:00+05:30`).toISOString();
const doctor = {
  __typename: 'DeskDoctor',
  id: 'd1',
  name: 'Dr. Meera Iyer',
  specialization: 'Proctology',
};
const appointment = (id: string, hhmm: string, status: string, name: string) => ({
  __typename: 'DeskAppointment',
  id,
  reference: `APT-${id}`,
  startsAt: at(hhmm),
  endsAt: at(hhmm),
  mode: 'IN_CLINIC',
  status,
  patientName: name,
  patientPhone: '9876543210',
  token: status === 'ARRIVED' ? 3 : null,
  cancelReason: null,
  doctor: { __typename: 'DeskDoctor', id: 'd1', name: doctor.name },
});

const deskDay = {
  request: { query: deskDayQuery, variables: { date: today } },
  result: {
    data: {
      deskDay: [
        {
          __typename: 'DeskDoctorDay',
          date: today,
          onLeave: false,
          doctor,
          counts: {
            __typename: 'DeskDayCounts',
            booked: 2,
            confirmed: 0,
            arrived: 1,
            completed: 0,
            noShow: 0,
            cancelled: 0,
            freeSlots: 7,
          },
          appointments: [
            appointment('B', '23:50', 'ARRIVED', 'Ravi S.'),
            appointment('A', '23:30', 'PENDING', 'Asha K.'),
          ],
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// A booking a new working plan no longer holds: Today points reception to the list.
const stranded = {
  request: { query: strandedAppointmentsQuery, variables: { doctorId: null } },
  result: {
    data: { strandedAppointments: [appointment('C', '23:40', 'CONFIRMED', 'Meena R.')] },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('Today', () => {
  it("shows each doctor's bookings in time order with phone links, counts and actions", async () => {
    render(
      <MockedProvider mocks={[deskDay, stranded]}>
        <MemoryRouter initialEntries={['/staff']}>
          <TodayPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const column = await screen.findByRole('region', { name: 'Dr. Meera Iyer' });
    const bookings = within(column).getAllByTestId('desk-appointment');
    expect(bookings.map((b) => b.getAttribute('data-reference'))).toEqual(['APT-A', 'APT-B']);

    const first = within(bookings[0]);
    expect(first.getByText('11:30 pm')).toBeInTheDocument();
    expect(first.getByText('Asha K.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Call Asha K.' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(first.getByRole('link', { name: 'WhatsApp Asha K.' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(first.getByText('Ref. APT-A')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    // No-show is offered only once the booking's time has come (the last half hour of the day).
    const started = Date.now() >= Date.parse(at('23:30'));
    expect(Boolean(first.queryByRole('button', { name: 'No-show' }))).toBe(started);

    const second = within(bookings[1]);
    expect(second.getByText('Token 3')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Completed' })).toBeInTheDocument();

    const counts = within(within(column).getByRole('list', { name: 'Day so far' }));
    expect(counts.getByText('Booked: 2')).toBeInTheDocument();
    expect(counts.getByText('Arrived: 1')).toBeInTheDocument();
    expect(counts.getByText('Free slots: 7')).toBeInTheDocument();

    expect(await screen.findByText('1 booking needs rescheduling')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Needs rescheduling' })).toHaveAttribute(
      'href',
      '/staff/doctors/needs-rescheduling',
    );
  });
});
