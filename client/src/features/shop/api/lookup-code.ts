import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { OrderCardData } from './order-lookup';

export const sendOrderLookupCodeMutation = graphql(`
  mutation SendOrderLookupCode($phone: String!) {
    sendOrderLookupCode(phone: $phone) {
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
  const send = useCallback(
    async (phone: string): Promise<string> => {
      const { data } = await client.mutate({
        mutation: sendOrderLookupCodeMutation,
        variables: { phone },
        fetchPolicy: 'no-cache',
      });
      return data?.sendOrderLookupCode.message ?? '';
    },
    [client],
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
