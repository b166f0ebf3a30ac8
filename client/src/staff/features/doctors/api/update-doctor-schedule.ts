import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import type {
  DoctorProfileFields_DoctorFragment,
  DoctorScheduleInput,
} from '../../../graphql/__generated__/graphql';
import { doctorTexts as t } from '../strings';

export const updateDoctorScheduleMutation = graphql(`
  mutation UpdateDoctorSchedule($id: ID!, $input: DoctorScheduleInput!) {
    updateDoctorSchedule(id: $id, input: $input) {
      doctor {
        ...DoctorProfileFields_doctor
      }
      stranded {
        ...DeskAppointmentCard_appointment
      }
    }
  }
`);

export function useUpdateDoctorSchedule() {
  return useMutation(updateDoctorScheduleMutation);
}

export interface ScheduleDay {
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  works: boolean;
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
}

export interface ScheduleFormValues {
  slotMinutes: string;
  days: ScheduleDay[];
  daysOff: string[];
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const range = yup.object({
  start: yup.string().required(t.timeInvalid).matches(CLOCK, t.timeInvalid),
  end: yup.string().required(t.timeInvalid).matches(CLOCK, t.timeInvalid),
});

export const scheduleSchema = yup.object({
  slotMinutes: yup
    .string()
    .required(t.slotInvalid)
    .test('slot', t.slotInvalid, (v) => !!v && /^\d+$/.test(v) && +v >= 10 && +v <= 120),
  days: yup.array(
    yup.object({
      works: yup.boolean(),
      start: yup.string().when('works', {
        is: true,
        then: (s) => s.required(t.timeInvalid).matches(CLOCK, t.timeInvalid),
      }),
      end: yup.string().when('works', {
        is: true,
        then: (s) =>
          s
            .required(t.timeInvalid)
            .matches(CLOCK, t.timeInvalid)
            .test(
              'after',
              t.endBeforeStart,
              (end, { parent }) =>
                !CLOCK.test(parent.start) || !end || minutes(end) > minutes(parent.start),
            ),
      }),
      breaks: yup
        .array(range)
        .test('inside', t.breakOutside, (breaks, { parent }) =>
          !parent.works || !CLOCK.test(parent.start) || !CLOCK.test(parent.end)
            ? true
            : (breaks ?? []).every(
                (b) =>
                  !CLOCK.test(b.start) ||
                  !CLOCK.test(b.end) ||
                  (minutes(b.start) < minutes(b.end) &&
                    minutes(b.start) >= minutes(parent.start) &&
                    minutes(b.end) <= minutes(parent.end)),
              ),
        ),
    }),
  ),
});

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The form's values for a doctor's saved plan: every weekday, worked or not. */
export function scheduleValuesOf(doctor: DoctorProfileFields_DoctorFragment): ScheduleFormValues {
  return {
    slotMinutes: String(doctor.slotMinutes),
    days: WEEKDAYS.map((weekday) => {
      const day = doctor.workingPlan.find((d) => d.weekday === weekday);
      return day
        ? {
            weekday,
            works: true,
            start: day.start,
            end: day.end,
            breaks: day.breaks.map((b) => ({ start: b.start, end: b.end })),
          }
        : { weekday, works: false, start: '10:00', end: '17:00', breaks: [] };
    }),
    daysOff: [...doctor.daysOff],
  };
}

/** What the server takes of the form's values: only the weekdays worked. */
export function scheduleInputOf(values: ScheduleFormValues): DoctorScheduleInput {
  return {
    slotMinutes: Number(values.slotMinutes),
    workingPlan: values.days
      .filter((day) => day.works)
      .map((day) => ({ weekday: day.weekday, start: day.start, end: day.end, breaks: day.breaks })),
    daysOff: [...values.daysOff].sort(),
  };
}
