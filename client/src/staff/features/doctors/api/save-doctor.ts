import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import type {
  ConsultationMode,
  DoctorInput,
  DoctorProfileFields_DoctorFragment,
} from '../../../graphql/__generated__/graphql';
import { doctorTexts as t } from '../strings';

export const createDoctorMutation = graphql(`
  mutation CreateDoctor($input: DoctorInput!) {
    createDoctor(input: $input) {
      ...DoctorProfileFields_doctor
    }
  }
`);

export const updateDoctorMutation = graphql(`
  mutation UpdateDoctor($id: ID!, $input: DoctorInput!) {
    updateDoctor(id: $id, input: $input) {
      ...DoctorProfileFields_doctor
    }
  }
`);

export function useCreateDoctor() {
  return useMutation(createDoctorMutation);
}

export function useUpdateDoctor() {
  return useMutation(updateDoctorMutation);
}

/** The form's values: text as typed, numbers as text, lists one item a line. */
export interface DoctorFormValues {
  name: string;
  specialization: string;
  qualification: string;
  registrationNumber: string;
  experienceYears: string;
  consultationFee: string;
  bio: string;
  expertise: string;
  languages: string;
  conditions: string[];
  consultationModes: ConsultationMode[];
  hindiName: string;
  hindiSpecialization: string;
  hindiQualification: string;
  hindiBio: string;
  hindiExpertise: string;
  hindiLanguages: string;
}

export const EMPTY_DOCTOR: DoctorFormValues = {
  name: '',
  specialization: '',
  qualification: '',
  registrationNumber: '',
  experienceYears: '0',
  consultationFee: '',
  bio: '',
  expertise: '',
  languages: 'English\nHindi',
  conditions: [],
  consultationModes: ['IN_CLINIC'],
  hindiName: '',
  hindiSpecialization: '',
  hindiQualification: '',
  hindiBio: '',
  hindiExpertise: '',
  hindiLanguages: '',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const rupees = /^\d{1,6}(\.\d{1,2})?$/;

export const doctorSchema = yup.object({
  name: yup.string().trim().required(t.required.name).max(100, t.required.name),
  specialization: yup.string().trim().required(t.required.specialization).max(100),
  qualification: yup.string().trim().required(t.required.qualification).max(200),
  registrationNumber: yup
    .string()
    .trim()
    .matches(/^([\p{L}\p{N}][\p{L}\p{M}\p{N} ./-]{0,39})?$/u, t.registrationInvalid),
  experienceYears: yup
    .string()
    .trim()
    .required(t.experienceInvalid)
    .test('years', t.experienceInvalid, (v) => !!v && /^\d{1,2}$/.test(v) && Number(v) <= 70),
  consultationFee: yup
    .string()
    .trim()
    .required(t.feeInvalid)
    .test('rupees', t.feeInvalid, (v) => !!v && rupees.test(v) && Number(v) <= 100_000),
  bio: yup.string().trim().required(t.required.bio).max(3000),
  consultationModes: yup.array().min(1, t.modesRequired),
});

const orNull = (text: string) => text.trim() || null;

/** What the server takes of the form's values. */
export function doctorInputOf(values: DoctorFormValues): DoctorInput {
  return {
    name: values.name.trim(),
    specialization: values.specialization.trim(),
    qualification: values.qualification.trim(),
    registrationNumber: orNull(values.registrationNumber),
    experienceYears: Number(values.experienceYears),
    consultationFee: Number(values.consultationFee),
    bio: values.bio.trim(),
    expertise: lines(values.expertise),
    languages: lines(values.languages),
    conditions: values.conditions,
    consultationModes: values.consultationModes,
    hindi: {
      name: orNull(values.hindiName),
      specialization: orNull(values.hindiSpecialization),
      qualification: orNull(values.hindiQualification),
      bio: orNull(values.hindiBio),
      expertise: lines(values.hindiExpertise),
      languages: lines(values.hindiLanguages),
    },
  };
}

/** The form's values for a doctor as saved. */
export function doctorValuesOf(doctor: DoctorProfileFields_DoctorFragment): DoctorFormValues {
  return {
    name: doctor.name,
    specialization: doctor.specialization,
    qualification: doctor.qualification,
    registrationNumber: doctor.registrationNumber ?? '',
    experienceYears: String(doctor.experienceYears),
    consultationFee: String(doctor.consultationFee),
    bio: doctor.bio,
    expertise: doctor.expertise.join('\n'),
    languages: doctor.languages.join('\n'),
    conditions: [...doctor.conditions],
    consultationModes: [...doctor.consultationModes],
    hindiName: doctor.hindi.name ?? '',
    hindiSpecialization: doctor.hindi.specialization ?? '',
    hindiQualification: doctor.hindi.qualification ?? '',
    hindiBio: doctor.hindi.bio ?? '',
    hindiExpertise: doctor.hindi.expertise.join('\n'),
    hindiLanguages: doctor.hindi.languages.join('\n'),
  };
}

/** The server's field names where the form's differ (hindi.name → hindiName). */
export const DOCTOR_SERVER_FIELDS: Record<string, keyof DoctorFormValues> = {
  'hindi.name': 'hindiName',
  'hindi.specialization': 'hindiSpecialization',
  'hindi.qualification': 'hindiQualification',
  'hindi.bio': 'hindiBio',
  'hindi.expertise': 'hindiExpertise',
  'hindi.languages': 'hindiLanguages',
};
