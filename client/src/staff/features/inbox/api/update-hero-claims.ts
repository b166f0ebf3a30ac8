import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../../graphql/__generated__/gql';
import { claimsTexts as t } from '../strings';

export const updateHeroClaimsMutation = graphql(`
  mutation UpdateHeroClaims($claims: ClinicClaimsInput!) {
    updateHeroClaims(claims: $claims) {
      patientsTreated
      yearsOfService
      successRate
      updatedAt
    }
  }
`);

/** A figure as typed: empty (none shown) or a whole number in its range. */
const figure = (max: number, range: string) =>
  yup
    .string()
    .trim()
    .matches(/^\d*$/, t.whole)
    .test('range', range, (value) => !value || Number(value) <= max);

export const claimsSchema = yup.object({
  patientsTreated: figure(10_000_000, t.patientsRange),
  yearsOfService: figure(200, t.yearsRange),
  successRate: figure(100, t.successRange),
});

export function useUpdateHeroClaims() {
  return useMutation(updateHeroClaimsMutation, { refetchQueries: ['HeroClaims'] });
}
