import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { Language } from '../../../graphql/__generated__/graphql';

export const queueQuery = graphql(`
  query Queue($doctorSlug: String!) {
    queue(doctorSlug: $doctorSlug) {
      doctorName
      date
      nowSeeing
      next
    }
  }
`);

/**
 * The doctor's name in the page's language, for a page not in English: the queue itself names
 * the doctor in English only.
 */
export const queueDoctorQuery = graphql(`
  query QueueDoctor($doctorSlug: String!, $language: Language!) {
    doctor(slug: $doctorSlug) {
      id
      name(language: $language)
      inEnglish(language: $language)
    }
  }
`);

/** How often an open queue page asks again: a patient waiting outside sees a call within this. */
export const QUEUE_REFRESH_MS = 10_000;

export function useQueueDoctor(doctorSlug: string, language: Language) {
  return useQuery(queueDoctorQuery, {
    variables: { doctorSlug, language },
    skip: language === 'EN',
  });
}

/** A doctor's queue today: token numbers only; asked again every few seconds while open. */
export function useQueue(doctorSlug: string) {
  return useQuery(queueQuery, {
    variables: { doctorSlug },
    pollInterval: QUEUE_REFRESH_MS,
    // Polls must reach the server, and a failed poll keeps the last numbers on screen.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
}
