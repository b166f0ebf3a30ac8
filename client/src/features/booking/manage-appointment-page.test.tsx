import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicMock, renderApp } from '../../test/render-app';
import { appointmentQuery } from './api/appointment';

const lookup = (language: 'EN' | 'HI') => ({
  request: {
    query: appointmentQuery,
    variables: { reference: 'APT-7K3Q9', phone: '9876543210', language },
  },
  result: {
    errors: [
      {
        message: 'No appointment found with that reference and phone number.',
        extensions: { code: 'NOT_FOUND' },
      },
    ],
  },
});

describe('manage appointment page', () => {
  it('asks and answers in Hindi: its validation and the server’s refusal, by code', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/hi/appointments/manage?reference=APT-7K3Q9', [clinicMock, lookup('HI')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपनी अपॉइंटमेंट देखें या रद्द करें' }),
    ).toBeVisible();
    const phone = screen.getByRole('textbox', { name: /^फ़ोन नंबर/ });
    await user.click(screen.getByRole('button', { name: 'मेरी अपॉइंटमेंट खोजें' }));
    expect(await screen.findByText('कृपया अपना फ़ोन नंबर लिखें')).toBeVisible();
    await user.type(phone, '9876543210');
    await user.click(screen.getByRole('button', { name: 'मेरी अपॉइंटमेंट खोजें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('इस बुकिंग नंबर और फ़ोन नंबर से कोई अपॉइंटमेंट नहीं मिली।');
    expect(alert).not.toHaveTextContent('No appointment found');
  });

  it('keeps the server’s English on the English page', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/appointments/manage?reference=APT-7K3Q9', [clinicMock, lookup('EN')]);
    await user.type(await screen.findByRole('textbox', { name: /^Phone Number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Find My Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No appointment found with that reference and phone number.',
    );
  });
});
