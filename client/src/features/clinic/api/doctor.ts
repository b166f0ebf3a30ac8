import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DoctorQuery } from '../../../graphql/__generated__/graphql';
import { apiLanguage } from '../../../lib/i18n/api-language';
import { useLocale } from '../../../lib/i18n/catalogue';

export const doctorQuery = graphql(`
  query Doctor($id: ID, $slug: String, $language: Language!) {
    doctor(id: $id, slug: $slug) {
      id
      slug
      name(language: $language)
      specialization(language: $language)
      qualification(language: $language)
      registrationNumber
      experienceYears
      image
      bio(language: $language)
      expertise(language: $language)
      languages(language: $language)
      inEnglish(language: $language)
      isAvailable
      consultationFee
      slotMinutes
      workingPlan {
        weekday
        start
        end
        breaks {
          start
          end
        }
      }
      daysOff
    }
  }
`);

export type DoctorProfile = DoctorQuery['doctor'];

/** By number (`/doctor/3`) or by slug (`/doctor/dr-rajesh-sharma`), in the page's language. */
export function useDoctor(idOrSlug: string) {
  const language = apiLanguage(useLocale());
  const byId = /^\d+$/.test(idOrSlug);
  return useQuery(doctorQuery, {
    variables: byId ? { id: idOrSlug, language } : { slug: idOrSlug, language },
  });
}
