import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicMock, renderApp } from '../../test/render-app';
import { submitFeedbackMutation } from './api/submit-feedback';

const stored = {
  request: {
    query: submitFeedbackMutation,
    variables: {
      input: {
        name: 'Ramesh',
        condition: null,
        message: 'Very kind staff.',
        rating: 4,
        consentToPublish: false,
      },
    },
  },
  result: {
    data: {
      submitFeedback: {
        __typename: 'FeedbackReceipt' as const,
        id: '7',
        message: 'Thank you for your feedback!',
      },
    },
  },
};

async function openForm() {
  await screen.findByRole('heading', { level: 1, name: 'Share Your Feedback' }, { timeout: 5000 });
}

// Typing into MUI fields in jsdom is slow on a shared 2-core machine.
jest.setTimeout(30_000);

describe('feedback page', () => {
  it('names the missing fields under them and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/feedback', [clinicMock]);
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveAccessibleDescription(
      'Please enter your name',
    );
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveAccessibleDescription(
      'Please enter your feedback',
    );
  });

  it('offers ratings 5 down to 1, defaulting to 5', async () => {
    const user = userEvent.setup();
    renderApp('/feedback', [clinicMock]);
    await openForm();
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect(rating).toHaveTextContent('5 stars');
    await user.click(rating);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.charAt(0))).toEqual(['5', '4', '3', '2', '1']);
  });

  it('stores the feedback, thanks the patient and resets the form', async () => {
    const user = userEvent.setup();
    renderApp('/feedback', [clinicMock, stored]);
    await openForm();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), ' Ramesh ');
    await user.type(screen.getByRole('textbox', { name: /Your feedback/ }), 'Very kind staff.');
    await user.click(screen.getByRole('combobox', { name: 'Rating' }));
    await user.click(await screen.findByRole('option', { name: /^4 stars/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveTextContent('5 stars');
  });

  it('asks permission to publish, unticked, and sends it when the patient ticks it', async () => {
    const user = userEvent.setup();
    const withConsent = {
      ...stored,
      request: {
        ...stored.request,
        variables: {
          input: {
            name: 'Ramesh',
            condition: null,
            message: 'Very kind staff.',
            rating: 5,
            consentToPublish: true,
          },
        },
      },
    };
    renderApp('/feedback', [clinicMock, withConsent]);
    await openForm();
    const consent = screen.getByRole('checkbox', {
      name: 'You may publish my feedback (first name and town only)',
    });
    expect(consent).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Ramesh');
    await user.type(screen.getByRole('textbox', { name: /Your feedback/ }), 'Very kind staff.');
    await user.click(consent);
    expect(consent).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeVisible();
    await waitFor(() => expect(consent).not.toBeChecked());
  });
});

describe('feedback page in Hindi', () => {
  it('asks in Hindi and names the missing fields in Hindi', async () => {
    const user = userEvent.setup();
    renderApp('/hi/feedback', [clinicMock]);
    await screen.findByRole('heading', { level: 1, name: 'अपना अनुभव बताएँ' }, { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'रेटिंग' })).toHaveTextContent('5 स्टार – बहुत अच्छा');
    expect(
      screen.getByRole('checkbox', { name: 'आप मेरी राय छाप सकते हैं (सिर्फ़ पहला नाम और शहर)' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'राय भेजें' }));
    expect(await screen.findByText('कृपया अपना नाम लिखें')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /आपका नाम/ })).toHaveAccessibleDescription(
      'कृपया अपना नाम लिखें',
    );
    expect(screen.getByRole('textbox', { name: /आपकी राय/ })).toHaveAccessibleDescription(
      'कृपया अपनी राय लिखें',
    );
  });
});
