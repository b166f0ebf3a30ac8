import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { ConditionDoctorsQuery } from '../../../graphql/__generated__/graphql';
import { apiLanguage } from '../../../lib/i18n/api-language';
import type { Locale } from '../../../lib/i18n/locales';

/**
 * The doctors taking bookings who treat a condition, for its page: their words in the page's
 * language, and which of them are the English because that language has no version yet.
 */
export const conditionDoctorsQuery = graphql(`
  query ConditionDoctors($condition: String!, $language: Language!) {
    doctors(condition: $condition, available: true) {
      id
      name(language: $language)
      qualification(language: $language)
      inEnglish(language: $language)
      experienceYears
      consultationFee
      consultationModes
    }
  }
`);

export type ConditionDoctor = ConditionDoctorsQuery['doctors'][number];

export function useConditionDoctors(condition: string, locale: Locale) {
  return useQuery(conditionDoctorsQuery, {
    variables: { condition, language: apiLanguage(locale) },
  });
}
