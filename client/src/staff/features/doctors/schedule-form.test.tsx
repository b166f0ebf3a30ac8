import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DoctorProfileFields_DoctorFragment } from '../../graphql/__generated__/graphql';
import {
  scheduleInputOf,
  scheduleValuesOf,
  type ScheduleFormValues,
} from './api/update-doctor-schedule';
import { ScheduleForm } from './schedule-form';
import { doctorTexts as texts } from './strings';

const doctor = {
  slotMinutes: 30,
  workingPlan: [
    { weekday: 1, start: '10:00', end: '13:00', breaks: [{ start: '11:00', end: '11:30' }] },
  ],
  daysOff: ['2031-01-05'],
} as unknown as DoctorProfileFields_DoctorFragment;

function renderForm(onSubmit = jest.fn().mockResolvedValue(0)) {
  render(<ScheduleForm initialValues={scheduleValuesOf(doctor)} onSubmit={onSubmit} />);
  return onSubmit;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: texts.saveSchedule }));
const time = (label: string) => screen.getByLabelText(label);

describe('The working plan form', () => {
  it('shows the saved plan: Monday worked with its break, the other days not', () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: texts.works('Monday') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: texts.works('Tuesday') })).not.toBeChecked();
    expect(time('Monday start')).toHaveValue('10:00');
    expect(time('Monday break 1 end')).toHaveValue('11:30');
    expect(screen.getByText('2031-01-05')).toBeInTheDocument();
  });

  it('refuses a slot length out of range and a day that ends before it starts', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: texts.slotMinutes }), {
      target: { value: '5' },
    });
    fireEvent.change(time('Monday end'), { target: { value: '09:00' } });
    save();
    expect(await screen.findByText(texts.slotInvalid)).toBeInTheDocument();
    expect(screen.getByText(texts.endBeforeStart)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a break outside the day', async () => {
    const onSubmit = renderForm();
    fireEvent.change(time('Monday break 1 start'), { target: { value: '09:00' } });
    save();
    expect(await screen.findByText(texts.breakOutside)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends only the days worked, with a new day and day off, and warns of stranded bookings', async () => {
    const onSubmit = renderForm(jest.fn().mockResolvedValue(2));
    fireEvent.click(screen.getByRole('checkbox', { name: texts.works('Wednesday') }));
    fireEvent.change(screen.getByLabelText(texts.dayOff), { target: { value: '2031-01-02' } });
    fireEvent.click(screen.getByRole('button', { name: texts.addDayOff }));
    save();
    expect(await screen.findByRole('status')).toHaveTextContent(texts.scheduleStranded(2));
    const values = onSubmit.mock.calls[0][0] as ScheduleFormValues;
    expect(scheduleInputOf(values)).toEqual({
      slotMinutes: 30,
      workingPlan: [
        { weekday: 1, start: '10:00', end: '13:00', breaks: [{ start: '11:00', end: '11:30' }] },
        { weekday: 3, start: '10:00', end: '17:00', breaks: [] },
      ],
      daysOff: ['2031-01-02', '2031-01-05'],
    });
  });

  it('says a plan saved without stranding anything is live, and shows the server’s refusal', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce(0)
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({
          errors: [
            {
              message: 'A new day off cannot be in the past.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { daysOff: 'A new day off cannot be in the past.' },
              },
            },
          ],
        }),
      );
    renderForm(onSubmit);
    save();
    expect(await screen.findByRole('status')).toHaveTextContent(texts.scheduleSaved);
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('A new day off cannot be in the past.'),
    );
    const fieldset = screen.getByRole('group', { name: texts.daysOff });
    expect(within(fieldset).getByText('A new day off cannot be in the past.')).toBeInTheDocument();
  });
});
