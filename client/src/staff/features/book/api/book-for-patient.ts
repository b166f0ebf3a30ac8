import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { bookTexts } from '../strings';

export const bookForPatientMutation = graphql(`
  mutation BookForPatient($input: DeskBookingInput!) {
    bookForPatient(input: $input) {
      ...DeskAppointmentCard_appointment
    }
  }
`);

export const deskBookingSchema = yup.object({
  doctorId: yup.string().required(bookTexts.doctorRequired),
  date: yup.string().required(),
  startsAt: yup.string().required(bookTexts.slotRequired),
  mode: yup.string().oneOf(['IN_CLINIC', 'VIDEO', 'PHONE']).required(),
  firstName: yup.string().trim().required(bookTexts.firstNameRequired).max(60),
  lastName: yup.string().trim().max(60),
  phone: yup
    .string()
    .required(bookTexts.phoneRequired)
    .matches(/^\d{10}$/, bookTexts.phoneInvalid),
  walkIn: yup.boolean(),
});

export function useBookForPatient() {
  return useMutation(bookForPatientMutation);
}
