import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import type { ClinicProfileInput } from '../../../graphql/__generated__/graphql';
import { clinicTexts as t } from '../strings';
import { clinicSetupQuery } from './clinic-setup';

export const updateClinicProfileMutation = graphql(`
  mutation UpdateClinicProfile($input: ClinicProfileInput!) {
    updateClinicProfile(input: $input) {
      name
      isDemo
    }
  }
`);

export function useUpdateClinicProfile() {
  return useMutation(updateClinicProfileMutation, { refetchQueries: [clinicSetupQuery] });
}

export interface HoursValues {
  weekday: number;
  closed: boolean;
  opens: string;
  closes: string;
  note: string;
}

export interface ClinicFormValues {
  name: string;
  tagline: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  phones: { label: string; number: string }[];
  emails: { label: string; address: string }[];
  whatsapp: string;
  emergencyPhone: string;
  hours: HoursValues[];
  mapUrl: string;
  gstin: string;
  hindi: { name: string; tagline: string; streetAddress: string; locality: string; region: string };
}

const TEN_DIGITS = /^\d{10}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const digits = (value: string) => value.replace(/[\s-]/g, '');
const text = (max: number) => yup.string().trim().required(t.required).max(max, t.tooLong(max));
const phone = () =>
  yup
    .string()
    .required(t.required)
    .test('ten-digits', t.phoneInvalid, (value) => TEN_DIGITS.test(digits(value ?? '')));

/** The console's first check; the server holds the same rules and has the last word. */
export const clinicSchema = yup.object({
  name: text(120),
  tagline: text(200),
  streetAddress: text(200),
  locality: text(80),
  region: text(80),
  postalCode: yup
    .string()
    .trim()
    .required(t.required)
    .matches(/^[1-9]\d{5}$/, t.pinInvalid),
  phones: yup
    .array(yup.object({ label: text(40), number: phone() }))
    .min(1)
    .max(5),
  emails: yup
    .array(
      yup.object({
        label: text(40),
        address: yup.string().trim().required(t.required).email(t.emailInvalid),
      }),
    )
    .min(1)
    .max(5),
  whatsapp: phone(),
  emergencyPhone: phone(),
  hours: yup.array(
    yup.object({
      closed: yup.boolean(),
      opens: yup.string().when('closed', {
        is: false,
        then: (s) => s.required(t.timeInvalid).matches(CLOCK, t.timeInvalid),
      }),
      closes: yup.string().when('closed', {
        is: false,
        then: (s) =>
          s
            .required(t.timeInvalid)
            .matches(CLOCK, t.timeInvalid)
            .test('after', t.closesAfterOpens, (value, context) => {
              const opens = (context.parent as HoursValues).opens;
              return !CLOCK.test(opens) || !value || value > opens;
            }),
      }),
      note: yup.string().max(80, t.tooLong(80)),
    }),
  ),
  mapUrl: yup
    .string()
    .trim()
    .required(t.required)
    .matches(/^https:\/\/\S+\.\S+/, t.mapUrlInvalid),
  gstin: yup
    .string()
    .trim()
    .uppercase()
    .matches(/^([0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z])?$/, t.gstinInvalid),
});

/** What the form sends: trimmed, closed days without times, blanks as null. */
export function profileInput(values: ClinicFormValues): ClinicProfileInput {
  const blank = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    tagline: values.tagline.trim(),
    streetAddress: values.streetAddress.trim(),
    locality: values.locality.trim(),
    region: values.region.trim(),
    postalCode: values.postalCode.trim(),
    phones: values.phones.map((p) => ({ label: p.label.trim(), number: digits(p.number) })),
    emails: values.emails.map((e) => ({ label: e.label.trim(), address: e.address.trim() })),
    whatsapp: digits(values.whatsapp),
    emergencyPhone: digits(values.emergencyPhone),
    hours: values.hours.map((day) => ({
      weekday: day.weekday,
      opens: day.closed ? null : day.opens,
      closes: day.closed ? null : day.closes,
      note: blank(day.note),
    })),
    mapUrl: values.mapUrl.trim(),
    gstin: blank(values.gstin.toUpperCase()),
    hindi: {
      name: blank(values.hindi.name),
      tagline: blank(values.hindi.tagline),
      streetAddress: blank(values.hindi.streetAddress),
      locality: blank(values.hindi.locality),
      region: blank(values.hindi.region),
    },
  };
}
