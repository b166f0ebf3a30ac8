import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/__generated__/gql';
import { apiLanguage } from '../../../lib/i18n/api-language';
import { useLocale } from '../../../lib/i18n/catalogue';
import type {
  OrderCard_OrderFragment,
  UnlockedAppointmentQuery,
  UpcomingAppointment_ListingFragment,
} from '../../../graphql/__generated__/graphql';

export const upcomingAppointmentFragment = graphql(`
  fragment UpcomingAppointment_listing on AppointmentListing {
    scheduledAt
    doctorName
    status
  }
`);

/** Both lists of a phone in one request: the server counts it as one lookup. */
export const ordersAndAppointmentsQuery = graphql(`
  query OrdersAndAppointmentsByPhone($phone: String!) {
    ordersByPhone(phone: $phone) {
      ...OrderCard_order
    }
    appointmentsByPhone(phone: $phone) {
      ...UpcomingAppointment_listing
    }
  }
`);

export const unlockedAppointmentQuery = graphql(`
  query UnlockedAppointment($reference: String!, $phone: String!, $language: Language!) {
    appointment(reference: $reference, phone: $phone) {
      reference
      status
      scheduledAt
      patientFirstName
      doctor {
        id
        name(language: $language)
        inEnglish(language: $language)
      }
    }
  }
`);

export type UpcomingAppointmentData = UpcomingAppointment_ListingFragment;
export type UnlockedAppointment = UnlockedAppointmentQuery['appointment'];

/** A phone's orders and upcoming appointments, asked on demand and kept out of the cache. Throws on failure. */
export function usePhoneLookup() {
  const client = useApolloClient();
  return useCallback(
    async (
      phone: string,
    ): Promise<{ orders: OrderCard_OrderFragment[]; appointments: UpcomingAppointmentData[] }> => {
      const { data } = await client.query({
        query: ordersAndAppointmentsQuery,
        variables: { phone },
        fetchPolicy: 'no-cache',
      });
      return {
        orders: data?.ordersByPhone ?? [],
        appointments: data?.appointmentsByPhone ?? [],
      };
    },
    [client],
  );
}

/**
 * One booking by its reference and phone, its doctor's name in the page's language; null when
 * they do not match. Throws on failure.
 */
export function useUnlockAppointment() {
  const client = useApolloClient();
  const language = apiLanguage(useLocale());
  return useCallback(
    async (reference: string, phone: string): Promise<UnlockedAppointment | null> => {
      const { data } = await client.query({
        query: unlockedAppointmentQuery,
        variables: { reference, phone, language },
        fetchPolicy: 'no-cache',
      });
      return data?.appointment ?? null;
    },
    [client, language],
  );
}
