import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { clinicMock, renderApp } from '../../test/render-app';
import { orderQuery } from './api/order-lookup';
import { ordersAndAppointmentsQuery, unlockedAppointmentQuery } from './api/appointments-by-phone';

jest.setTimeout(30_000);

const PHONE = '9876501234';

/** An order as a lookup by phone alone returns it: no number, items, address or customer. */
const summary = (id: string, createdAt: string, totalAmount: number, itemCount: number) => ({
  __typename: 'OrderView' as const,
  id,
  orderNumber: null,
  createdAt,
  status: 'PENDING',
  totalAmount,
  paymentMethod: 'COD',
  itemCount,
  detailsIncluded: false,
  shippingAddress: null,
  cancelReason: null,
  customer: null,
  items: null,
  prescriptionStatus: null,
  prescriptionNote: null,
  invoiceNumber: null,
});

const byPhone = (orders: unknown[], appointments: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: ordersAndAppointmentsQuery, variables: { phone: PHONE } },
  result: { data: { ordersByPhone: orders, appointmentsByPhone: appointments } },
});

/** An appointment as a lookup by phone alone returns it: when, with whom, its status. */
const listing = (scheduledAt: string, doctorName: string, status = 'PENDING') => ({
  __typename: 'AppointmentListing' as const,
  scheduledAt,
  doctorName,
  status,
});

async function lookUp(orderNumber = '') {
  const user = userEvent.setup();
  renderApp('/orders', mocks);
  await screen.findByRole('heading', { level: 1, name: 'My Orders & Appointments' });
  await user.type(screen.getByLabelText(/Phone Number/), PHONE);
  if (orderNumber) await user.type(screen.getByLabelText(/Order Number/), orderNumber);
  await user.click(
    screen.getByRole('button', {
      name: orderNumber ? 'Find Specific Order' : 'View All My Orders',
    }),
  );
}

let mocks: MockLink.MockedResponse[] = [];

describe('order lookup page', () => {
  it('lists orders found by phone alone without their numbers, and says what unlocks them', async () => {
    mocks = [
      clinicMock,
      byPhone([
        summary('12', '2026-11-24T05:00:00.000Z', 1250, 3),
        summary('9', '2026-11-20T09:30:00.000Z', 449, 1),
      ]),
    ];
    await lookUp();
    const cards = await screen.findAllByRole('article', { name: /^Your order Placed/ });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Your order Placed Tue, 24 Nov 2026, 10:30 am');
    expect(within(cards[0]).getByText('3 items')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Payment: Cash on delivery')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/₹1,250/)).toBeInTheDocument();
    expect(within(cards[0]).getByLabelText('Status: Pending')).toBeInTheDocument();
    expect(within(cards[1]).getByText('1 item')).toBeInTheDocument();
    expect(
      screen.getByText(/Enter the order number from your confirmation to see its items/),
    ).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Your orders' });
    expect(results).not.toHaveTextContent(/ORD-/);
    expect(screen.queryByText('Shipping address')).not.toBeInTheDocument();
    expect(await screen.findByText('Found 2 orders.')).toBeInTheDocument();
  });

  it('shows the one order in full, with its number, when the order number is given', async () => {
    mocks = [
      clinicMock,
      {
        request: {
          query: orderQuery,
          variables: { phone: PHONE, orderNumber: 'ORD-20261124-4821' },
        },
        result: {
          data: {
            order: {
              ...summary('12', '2026-11-24T05:00:00.000Z', 370, 2),
              orderNumber: 'ORD-20261124-4821',
              detailsIncluded: true,
              shippingAddress: '12 Station Road, Vidisha',
              customer: {
                __typename: 'OrderCustomer',
                firstName: 'Asha',
                lastName: 'Devi',
                phone: PHONE,
              },
              items: [
                {
                  __typename: 'OrderLine',
                  id: '31',
                  name: 'Sitz Bath Tub',
                  image: null,
                  quantity: 2,
                  unitPrice: 185,
                  lineTotal: 370,
                },
              ],
            },
          },
        },
      },
    ];
    await lookUp(' ord-20261124-4821 ');
    const card = await screen.findByRole('article', { name: /^Order ORD-20261124-4821 Placed/ });
    expect(within(card).getByText('12 Station Road, Vidisha')).toBeInTheDocument();
    expect(within(card).getByText('Sitz Bath Tub')).toBeInTheDocument();
    expect(screen.queryByText(/Enter the order number from your confirmation/)).toBeNull();
  });

  it('says why the pharmacy cancelled an order', async () => {
    mocks = [
      clinicMock,
      {
        request: {
          query: orderQuery,
          variables: { phone: PHONE, orderNumber: 'ORD-20261124-4822' },
        },
        result: {
          data: {
            order: {
              ...summary('13', '2026-11-24T05:00:00.000Z', 185, 1),
              status: 'CANCELLED',
              orderNumber: 'ORD-20261124-4822',
              detailsIncluded: true,
              shippingAddress: '12 Station Road, Vidisha',
              cancelReason: 'One medicine is out of stock at our supplier',
              customer: null,
              items: [],
            },
          },
        },
      },
    ];
    await lookUp('ORD-20261124-4822');
    const card = await screen.findByRole('article', { name: /^Order ORD-20261124-4822 Placed/ });
    expect(
      within(card).getByText('Cancelled: One medicine is out of stock at our supplier'),
    ).toBeInTheDocument();
  });

  it('says so when the phone has no orders', async () => {
    mocks = [clinicMock, byPhone([])];
    await lookUp();
    expect(await screen.findByText('No orders to show yet.')).toBeInTheDocument();
    expect(await screen.findByText('No orders found for this phone number')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("shows the server's words when a lookup is refused", async () => {
    const message =
      'Looking orders up by phone number alone is paused for a while. Please enter the order number from your confirmation, or try again later.';
    mocks = [
      clinicMock,
      {
        request: { query: ordersAndAppointmentsQuery, variables: { phone: PHONE } },
        result: {
          errors: [new GraphQLError(message, { extensions: { code: 'RATE_LIMITED' } })],
        },
      },
    ];
    await lookUp();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText(message)).toBeInTheDocument();
  });

  it('lists upcoming appointments by phone alone, and the reference unlocks one', async () => {
    mocks = [
      clinicMock,
      byPhone(
        [],
        [
          listing('2026-11-28T15:00:00+05:30', 'Dr. Meena Iyer'),
          listing('2026-12-01T10:30:00+05:30', 'Dr. Arun Mishra', 'CONFIRMED'),
        ],
      ),
      {
        request: {
          query: unlockedAppointmentQuery,
          variables: { reference: 'APT-7K3Q9', phone: PHONE, language: 'EN' },
        },
        result: {
          data: {
            appointment: {
              __typename: 'Appointment',
              reference: 'APT-7K3Q9',
              status: 'PENDING',
              scheduledAt: '2026-11-28T15:00:00+05:30',
              patientFirstName: 'Kavita',
              doctor: { __typename: 'Doctor', id: '3', name: 'Dr. Meena Iyer', inEnglish: [] },
            },
          },
        },
      },
    ];
    await lookUp();
    const section = screen.getByRole('region', { name: 'Appointments' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Sat, 28 Nov 2026');
    expect(cards[0]).toHaveTextContent('3:00 pm');
    expect(cards[0]).toHaveTextContent('Dr. Meena Iyer');
    expect(cards[0]).toHaveTextContent('Booked – awaiting confirmation');
    expect(cards[1]).toHaveTextContent('Confirmed');
    expect(section).not.toHaveTextContent('Kavita');
    // No orders but appointments: a result, not an error.
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Found 2 upcoming appointments.')).toBeInTheDocument();
    expect(within(toasts).queryByText('No orders found')).toBeNull();

    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Booking reference'), 'apt-7k3q9');
    await user.click(within(section).getByRole('button', { name: 'Show My Booking' }));
    const unlocked = await within(section).findByRole('article', { name: 'APT-7K3Q9' });
    expect(unlocked).toHaveTextContent('Kavita');
    expect(within(unlocked).getByRole('link', { name: 'Change or cancel' })).toHaveAttribute(
      'href',
      '/appointments/manage?reference=APT-7K3Q9',
    );
  });
});
