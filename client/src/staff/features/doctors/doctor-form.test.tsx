import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { doctorInputOf, EMPTY_DOCTOR, type DoctorFormValues } from './api/save-doctor';
import { DoctorForm } from './doctor-form';
import { doctorTexts as texts } from './strings';

function renderForm(
  onSubmit = jest.fn().mockResolvedValue(undefined),
  initialValues: DoctorFormValues = EMPTY_DOCTOR,
) {
  render(
    <DoctorForm initialValues={initialValues} submitLabel={texts.create} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${escape(label)}\\s*\\*?$`) });

function fillRequired() {
  fireEvent.change(field(texts.name), { target: { value: 'Dr. Meera Iyer' } });
  fireEvent.change(field(texts.specialization), { target: { value: 'Proctology' } });
  fireEvent.change(field(texts.qualification), { target: { value: 'MBBS, MS' } });
  fireEvent.change(field(texts.consultationFee), { target: { value: '500' } });
  fireEvent.change(field(texts.bio), { target: { value: 'Treats piles gently.' } });
}

describe('The doctor form', () => {
  it('names every missing field and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.required.name)).toBeInTheDocument();
    expect(screen.getByText(texts.required.specialization)).toBeInTheDocument();
    expect(screen.getByText(texts.required.qualification)).toBeInTheDocument();
    expect(screen.getByText(texts.required.bio)).toBeInTheDocument();
    expect(screen.getByText(texts.feeInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a registration number with markup and asks for a consultation mode', async () => {
    const onSubmit = renderForm();
    fillRequired();
    fireEvent.change(field(texts.registrationNumber), { target: { value: '<b>12</b>' } });
    fireEvent.click(screen.getByRole('checkbox', { name: texts.modeNames.IN_CLINIC }));
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.registrationInvalid)).toBeInTheDocument();
    expect(screen.getByText(texts.modesRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the profile with its lists and Hindi versions, then says it is saved', async () => {
    const onSubmit = renderForm();
    fillRequired();
    fireEvent.change(field(texts.registrationNumber), { target: { value: 'MP/4521' } });
    fireEvent.change(field(texts.expertise), { target: { value: 'Piles\n\nFissure ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: texts.conditionNames.piles }));
    fireEvent.click(screen.getByRole('checkbox', { name: texts.modeNames.VIDEO }));
    fireEvent.change(field(texts.hindiName), { target: { value: 'डॉ. मीरा अय्यर' } });
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    const values = onSubmit.mock.calls[0][0] as DoctorFormValues;
    expect(doctorInputOf(values)).toMatchObject({
      name: 'Dr. Meera Iyer',
      registrationNumber: 'MP/4521',
      consultationFee: 500,
      expertise: ['Piles', 'Fissure'],
      languages: ['English', 'Hindi'],
      conditions: ['piles'],
      consultationModes: ['IN_CLINIC', 'VIDEO'],
      hindi: { name: 'डॉ. मीरा अय्यर', bio: null, expertise: [] },
    });
  });

  it('puts the server’s messages under their fields, Hindi ones too', async () => {
    const message = 'A Hindi text can be at most as long as its English field allows.';
    renderForm(
      jest.fn().mockRejectedValue(
        new CombinedGraphQLErrors({
          errors: [
            {
              message,
              extensions: { code: 'BAD_USER_INPUT', fields: { 'hindi.bio': message } },
            },
          ],
        }),
      ),
    );
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(field(texts.hindiBio)).toHaveAccessibleDescription(message);
  });
});
