import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DoctorsQuery } from '../../../graphql/__generated__/graphql';
import { apiLanguage } from '../../../lib/i18n/api-language';
import { useLocale } from '../../../lib/i18n/catalogue';

export const doctorsQuery = graphql(`
  query Doctors($language: Language!) {
    doctors {
      id
      name(language: $language)
      specialization(language: $language)
      qualification(language: $language)
      experienceYears
      image
      isAvailable
      consultationFee
      expertise(language: $language)
      inEnglish(language: $language)
      rating {
        average
        count
      }
    }
  }
`);

export type DoctorSummary = DoctorsQuery['doctors'][number];

/** The doctors, their texts in the page's language (English where a text has no version). */
export function useDoctors() {
  const language = apiLanguage(useLocale());
  return useQuery(doctorsQuery, { variables: { language }, notifyOnNetworkStatusChange: true });
}
