import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { leaveTexts } from '../strings';

export const addDoctorLeaveMutation = graphql(`
  mutation AddDoctorLeave($input: DoctorLeaveInput!) {
    addDoctorLeave(input: $input) {
      leave {
        id
      }
      affected {
        ...DeskAppointmentCard_appointment
      }
    }
  }
`);

export const leaveSchema = yup.object({
  fromDate: yup.string().required(leaveTexts.fromRequired),
  toDate: yup
    .string()
    .required(leaveTexts.toRequired)
    .test('after', leaveTexts.toBeforeFrom, (to, { parent }) => !to || to >= parent.fromDate),
  startTime: yup.string(),
  endTime: yup
    .string()
    .test('both', leaveTexts.bothTimes, (end, { parent }) => !end === !parent.startTime),
  reason: yup.string().trim().max(200),
});

export function useAddDoctorLeave() {
  return useMutation(addDoctorLeaveMutation);
}
