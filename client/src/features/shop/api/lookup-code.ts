import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/__generated__/gql';
import { apiLanguage } from '../../../lib/i18n/api-language';
import { useLocale } from '../../../lib/i18n/catalogue';
import type { OrderCardData } from './order-lookup';

export const sendOrderLookupCodeMutation = graphql(`
  mutation SendOrderLookupCode($phone: String!, $language: Language) {
    sendOrderLookupCode(phone: $phone, language: $language) {
      message
      minutes
    }
  }
`);

export const verifyOrderLookupCodeMutation = graphql(`
  mutation VerifyOrderLookupCode($phone: String!, $code: String!) {
    verifyOrderLookupCode(phone: $phone, code: $code) {
      token
      expiresAt
    }
  }
`);

export const unlockedOrdersQuery = graphql(`
  query UnlockedOrders($phone: String!, $unlockToken: String!) {
    unlockedOrders(phone: $phone, unlockToken: $unlockToken) {
      ...OrderCard_order
    }
  }
`);

/**
 * The one-time code: ask for it, then check it and read the phone's orders in full. The token is
 * kept by the caller in memory only (never a URL, never storage) and nothing goes in the cache.
 */
export function useLookupCode() {
  const client = useApolloClient();
  const language = apiLanguage(useLocale());
  const send = useCallback(
    /** Resolves to the minutes the code works (the page words it, not the server's message). */
    async (phone: string): Promise<number> => {
      const { data } = await client.mutate({
        mutation: sendOrderLookupCodeMutation,
        variables: { phone, language },
        fetchPolicy: 'no-cache',
      });
      return data?.sendOrderLookupCode.minutes ?? 15;
    },
    [client, language],
  );
  const verify = useCallback(
    async (phone: string, code: string): Promise<string> => {
      const { data } = await client.mutate({
        mutation: verifyOrderLookupCodeMutation,
        variables: { phone, code },
        fetchPolicy: 'no-cache',
      });
      return data?.verifyOrderLookupCode.token ?? '';
    },
    [client],
  );
  const unlocked = useCallback(
    async (phone: string, unlockToken: string): Promise<OrderCardData[]> => {
      const { data } = await client.query({
        query: unlockedOrdersQuery,
        variables: { phone, unlockToken },
        fetchPolicy: 'no-cache',
      });
      return data?.unlockedOrders ?? [];
    },
    [client],
  );
  return { send, verify, unlocked };
}
