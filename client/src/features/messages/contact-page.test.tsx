import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicMock, renderApp } from '../../test/render-app';
import { GraphQLError } from 'graphql';
import { clinicQuery } from '../../lib/clinic-profile';
import { clinicFixture } from '../../test/fixtures';
import { sendContactMessageMutation } from './api/send-contact-message';

const sent = {
  request: {
    query: sendContactMessageMutation,
    variables: {
      input: {
        name: 'Priya',
        email: 'priya@example.in',
        phone: null,
        subject: 'Timings',
        message: 'Open on Sunday?',
      },
    },
  },
  result: {
    data: {
      sendContactMessage: {
        __typename: 'ContactReceipt' as const,
        id: '3',
        title: 'Message Sent!',
        message: "Thank you for contacting us. We'll get back to you soon.",
      },
    },
  },
};

async function openPage(mocks = [clinicMock]) {
  const view = renderApp('/contact', mocks);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 });
  return view;
}

// Typing into MUI fields in jsdom is slow on a shared 2-core machine.
jest.setTimeout(30_000);

describe('contact page', () => {
  it('shows the clinic facts with working call, WhatsApp, e-mail and map links', async () => {
    await openPage();
    const main = within(screen.getByRole('main'));
    expect(await main.findByText(/12 Station Road, Civil Lines/)).toBeVisible();
    expect(main.getByRole('link', { name: '+91 98123 45678' })).toHaveAttribute(
      'href',
      'tel:+919812345678',
    );
    expect(main.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(main.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=/),
    );
    expect(main.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      'mailto:care@example.test',
    );
    expect(main.getByRole('link', { name: /Open the map/ })).toHaveAttribute(
      'href',
      'https://maps.example.test/clinic',
    );
    expect(main.getByText('Mon – Sat')).toBeVisible();
    expect(main.getByRole('heading', { name: 'Emergency? We answer 24/7' })).toBeVisible();
  });

  it('checks each required field and the optional phone before sending', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveAccessibleDescription(
      'Please enter a valid 10-digit phone number',
    );
    expect(screen.getByText('Please enter a subject')).toBeVisible();
    expect(screen.getByText('Please enter your message')).toBeVisible();
  });

  it('sends the message, shows "Message Sent!" and clears the form', async () => {
    const user = userEvent.setup();
    await openPage([clinicMock, sent]);
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Priya');
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'priya@example.in');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Timings');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Open on Sunday?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toast = (await screen.findByText('Message Sent!')).closest('[role="status"]');
    expect(toast).toHaveTextContent("Thank you for contacting us. We'll get back to you soon.");
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue(''));
  });
});

// The frame's profile as a Hindi page asks for it: the region has no Hindi version.
const hindiClinic = {
  request: { query: clinicQuery, variables: { language: 'HI' } },
  result: {
    data: {
      clinic: {
        ...clinicFixture.clinic,
        name: 'टेस्ट केयर क्लिनिक',
        streetAddress: '12, स्टेशन रोड',
        locality: 'सिविल लाइंस',
        inEnglish: ['region'],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const refused = {
  request: sent.request,
  result: {
    errors: [
      new GraphQLError('You have sent several messages in a short time.', {
        extensions: { code: 'RATE_LIMITED' },
      }),
    ],
  },
};

describe('contact page in Hindi', () => {
  it('shows the clinic in Hindi, marks its English parts, and checks the form in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/hi/contact', [hindiClinic]);
    await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' }, { timeout: 5000 });
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('टेस्ट केयर क्लिनिक')).not.toHaveAttribute('lang');
    // The region has no Hindi version: the address says so.
    expect(main.getByText('12, स्टेशन रोड, सिविल लाइंस, Uttar Pradesh 243001')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(main.getByText('सोमवार – शनिवार')).toBeVisible();
    expect(main.getByText('सुबह 8:00 – रात 8:00')).toBeVisible();
    expect(main.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible();

    await user.type(main.getByRole('textbox', { name: /ई-मेल पता/ }), 'not-an-email');
    await user.click(main.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await main.findByText('कृपया अपना नाम लिखें')).toBeVisible();
    expect(main.getByRole('textbox', { name: /ई-मेल पता/ })).toHaveAccessibleDescription(
      'कृपया सही ई-मेल पता लिखें',
    );
    expect(main.getByText('कृपया विषय लिखें')).toBeVisible();
  });

  it("says the server's refusal in Hindi, never its English words", async () => {
    const user = userEvent.setup();
    renderApp('/hi/contact', [hindiClinic, refused]);
    await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' }, { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: /आपका नाम/ }), 'Priya');
    await user.type(screen.getByRole('textbox', { name: /ई-मेल पता/ }), 'priya@example.in');
    await user.type(screen.getByRole('textbox', { name: /विषय/ }), 'Timings');
    await user.type(screen.getByRole('textbox', { name: /^संदेश/ }), 'Open on Sunday?');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'आपने कम समय में कई संदेश भेजे हैं। कृपया कुछ मिनट बाद फिर कोशिश करें, या हमें फ़ोन करें।',
    );
    expect(screen.queryByText(/several messages/)).not.toBeInTheDocument();
  });
});
