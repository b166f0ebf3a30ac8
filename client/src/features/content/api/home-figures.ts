import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { HomeFiguresQuery } from '../../../graphql/__generated__/graphql';

/**
 * The home page's figures and testimonials, from the server: the clinic's own claims, the
 * average of approved feedback with its count, and the approved testimonials (first name and
 * town only). One query for the hero and the testimonials section, cached once.
 */
export const homeFiguresQuery = graphql(`
  query HomeFigures {
    clinicClaims {
      patientsTreated
      yearsOfService
      successRate
      rating {
        average
        count
      }
    }
    testimonials {
      id
      firstName
      town
      text
      rating
      date
    }
  }
`);

export type HomeFigures = HomeFiguresQuery;

export function useHomeFigures() {
  return useQuery(homeFiguresQuery);
}
