import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicMock, renderApp } from '../../test/render-app';
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
