import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DoctorQuery } from '../../../graphql/__generated__/graphql';

export const doctorQuery = graphql(`
  query Doctor($id: ID, $slug: String) {
    doctor(id: $id, slug: $slug) {
      id
      slug
      name
      specialization
      qualification
      experienceYears
      image
      bio
      expertise
      languages
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

/** By number (`/doctor/3`) or by slug (`/doctor/dr-rajesh-sharma`). */
export function useDoctor(idOrSlug: string) {
  const byId = /^\d+$/.test(idOrSlug);
  return useQuery(doctorQuery, {
    variables: byId ? { id: idOrSlug } : { slug: idOrSlug },
  });
}
