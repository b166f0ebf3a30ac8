import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { profileInput, type ClinicFormValues } from './api/update-clinic-profile';
import { ClinicForm } from './clinic-form';
import { clinicTexts as t } from './strings';

const VALUES: ClinicFormValues = {
  name: 'Shanti Care Clinic',
  tagline: 'Gentle care',
  streetAddress: '14 Gulmohar Marg',
  locality: 'Vidisha',
  region: 'Madhya Pradesh',
  postalCode: '464001',
  phones: [{ label: 'Reception', number: '9876500101' }],
  emails: [{ label: 'General', address: 'info@example.in' }],
  whatsapp: '9876500102',
  emergencyPhone: '7654300100',
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    closed: weekday === 7,
    opens: weekday === 7 ? '' : '09:00',
    closes: weekday === 7 ? '' : '20:00',
    note: '',
  })),
  mapUrl: 'https://www.openstreetmap.org/x',
  gstin: '',
  hindi: { name: 'शांति केयर क्लिनिक', tagline: '', streetAddress: '', locality: '', region: '' },
};

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  render(<ClinicForm initialValues={VALUES} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('The clinic profile form', () => {
  it('shows the English and Hindi side by side, and each weekday', () => {
    renderForm();
    expect(field(/^Clinic name( \*)?$/)).toHaveValue('Shanti Care Clinic');
    expect(field('Clinic name in Hindi')).toHaveValue('शांति केयर क्लिनिक');
    expect(field('Monday opens')).toHaveValue('09:00');
    expect(screen.getByRole('checkbox', { name: 'Sunday: closed' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Sunday opens' })).not.toBeInTheDocument();
  });

  it('refuses a short phone, closing before opening and a bad GSTIN, and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field(/Phone 1: number/), { target: { value: '98765' } });
    fireEvent.change(field('Tuesday closes'), { target: { value: '08:00' } });
    fireEvent.change(field(/^GSTIN/), { target: { value: '23ABC' } });
    fireEvent.change(field(/^Map link/), { target: { value: 'http://maps.example.in' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(t.closesAfterOpens)).toBeInTheDocument();
    expect(screen.getByText(t.gstinInvalid)).toBeInTheDocument();
    expect(screen.getByText(t.mapUrlInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the edited profile and says it is saved', async () => {
    const onSubmit = renderForm();
    fireEvent.change(field(/^Clinic name( \*)?$/), { target: { value: ' Arogya Clinic ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday: closed' }));
    fireEvent.change(field('Sunday opens'), { target: { value: '10:00' } });
    fireEvent.change(field('Sunday closes'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    const sent = profileInput(onSubmit.mock.calls[0][0]);
    expect(sent.name).toBe('Arogya Clinic');
    expect(sent.hours[6]).toEqual({ weekday: 7, opens: '10:00', closes: '13:00', note: null });
    expect(sent.hindi).toMatchObject({ name: 'शांति केयर क्लिनिक', tagline: null });
  });

  it("puts the server's field messages under their fields, a weekday's under that day's", async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Enter the 10-digit emergency line, digits only.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: {
                emergencyPhone: 'Enter the 10-digit emergency line, digits only.',
                'hours.2.closes': 'Server says Wednesday is wrong.',
              },
            },
          },
        ],
      }),
    );
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() =>
      expect(field(/Emergency line/)).toHaveAccessibleDescription(
        'Enter the 10-digit emergency line, digits only.',
      ),
    );
    expect(field('Wednesday closes')).toHaveAccessibleDescription(
      'Server says Wednesday is wrong.',
    );
  });
});
