import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { clinicMock, renderApp } from '../../test/render-app';
import { ordersAndAppointmentsQuery } from './api/appointments-by-phone';
import { sendOrderLookupCodeMutation, verifyOrderLookupCodeMutation } from './api/lookup-code';

jest.setTimeout(30_000);

const PHONE = '9876501234';
/** What the server says, in English: the Hindi page must never show it. */
const SERVER_SENT = 'If this number can receive messages, a 6-digit code is on its way.';
const SERVER_WRONG = 'That code is not right. 4 tries left.';

const order = {
  __typename: 'OrderView' as const,
  id: '12',
  orderNumber: null,
  createdAt: '2026-11-24T05:00:00.000Z',
  status: 'SHIPPED',
  totalAmount: 1250,
  paymentMethod: 'COD',
  itemCount: 3,
  detailsIncluded: false,
  shippingAddress: null,
  cancelReason: null,
  customer: null,
  items: null,
  prescriptionStatus: null,
  prescriptionNote: null,
  invoiceNumber: null,
};

const mocks: MockLink.MockedResponse[] = [
  clinicMock,
  {
    request: { query: ordersAndAppointmentsQuery, variables: { phone: PHONE } },
    result: {
      data: {
        ordersByPhone: [order],
        appointmentsByPhone: [
          {
            __typename: 'AppointmentListing',
            scheduledAt: '2026-11-28T15:00:00+05:30',
            doctorName: 'Dr. Meena Iyer',
            status: 'CONFIRMED',
          },
        ],
      },
    },
  },
  {
    // The code's message is asked for in Hindi too.
    request: { query: sendOrderLookupCodeMutation, variables: { phone: PHONE, language: 'HI' } },
    result: {
      data: {
        sendOrderLookupCode: { __typename: 'LookupCodeSent', message: SERVER_SENT, minutes: 15 },
      },
    },
  },
  {
    request: { query: verifyOrderLookupCodeMutation, variables: { phone: PHONE, code: '111111' } },
    result: {
      errors: [
        new GraphQLError(SERVER_WRONG, {
          extensions: { code: 'BAD_USER_INPUT', reason: 'WRONG_CODE', triesLeft: 4 },
        }),
      ],
    },
  },
];

describe('My Orders & Appointments in Hindi', () => {
  it('asks for the phone, shows the order and appointment in Hindi and words the code in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/hi/orders', mocks);
    await screen.findByRole('heading', { level: 1, name: 'मेरे ऑर्डर और अपॉइंटमेंट' });

    // A validation message in Hindi.
    await user.click(screen.getByRole('button', { name: 'मेरे सभी ऑर्डर देखें' }));
    expect(
      await within(screen.getByRole('region', { name: 'सूचनाएँ' })).findAllByText(
        'ऑर्डर देखने के लिए कृपया अपना फ़ोन नंबर डालें',
      ),
    ).not.toHaveLength(0);

    await user.type(screen.getByLabelText(/फ़ोन नंबर/), PHONE);
    await user.click(screen.getByRole('button', { name: 'मेरे सभी ऑर्डर देखें' }));
    const card = await screen.findByRole('article', { name: /^आपका ऑर्डर/ });
    expect(card).toHaveTextContent('24 नवंबर 2026, सुबह 10:30 को दिया गया');
    expect(within(card).getByLabelText('स्थिति: भेज दिया गया')).toBeInTheDocument();
    expect(card).toHaveTextContent('3 चीज़ें');
    expect(card).toHaveTextContent('कुल: ₹1,250.00');
    expect(card).toHaveTextContent('भुगतान: डिलीवरी पर नकद');

    const appointments = screen.getByRole('region', { name: 'अपॉइंटमेंट' });
    const visit = within(appointments).getByRole('article');
    expect(visit).toHaveTextContent('28 नवंबर 2026');
    expect(visit).toHaveTextContent('दोपहर 3:00');
    expect(visit).toHaveTextContent('पक्का हो गया');
    // The doctor's name comes in English from a listing: marked so.
    expect(within(visit).getByText('Dr. Meena Iyer')).toHaveAttribute('lang', 'en');

    await user.click(screen.getByRole('button', { name: 'मुझे कोड भेजें' }));
    expect(
      await screen.findByText(/WhatsApp या SMS से 6 अंकों का कोड आ रहा है। यह कोड 15 मिनट/),
    ).toBeInTheDocument();
    expect(screen.queryByText(SERVER_SENT)).toBeNull();

    await user.type(screen.getByLabelText(/^कोड/), '123');
    await user.click(screen.getByRole('button', { name: 'मेरे ऑर्डर दिखाएँ' }));
    expect(await screen.findByText('कोड वही 6 अंक हैं जो हमने संदेश में भेजे हैं')).toBeVisible();

    await user.clear(screen.getByLabelText(/^कोड/));
    await user.type(screen.getByLabelText(/^कोड/), '111111');
    await user.click(screen.getByRole('button', { name: 'मेरे ऑर्डर दिखाएँ' }));
    expect(await screen.findByText('यह कोड सही नहीं है। अब 4 और मौके हैं।')).toBeVisible();
    expect(screen.queryByText(SERVER_WRONG)).toBeNull();
  });
});
