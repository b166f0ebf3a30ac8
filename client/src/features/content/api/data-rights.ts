import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/__generated__/gql';
import type { DataRequestKind } from '../../../graphql/__generated__/graphql';
import { apiLanguage } from '../../../lib/i18n/api-language';
import { useLocale } from '../../../lib/i18n/catalogue';

// The privacy page proves the phone with the same one-time code as the orders page (the
// server's sendOrderLookupCode / verifyOrderLookupCode), then asks with the token it gave.

export const sendDataRightsCodeMutation = graphql(`
  mutation SendDataRightsCode($phone: String!, $language: Language) {
    sendOrderLookupCode(phone: $phone, language: $language) {
      minutes
    }
  }
`);

export const verifyDataRightsCodeMutation = graphql(`
  mutation VerifyDataRightsCode($phone: String!, $code: String!) {
    verifyOrderLookupCode(phone: $phone, code: $code) {
      token
    }
  }
`);

export const requestDataRightsMutation = graphql(`
  mutation RequestDataRights(
    $phone: String!
    $unlockToken: String!
    $kind: DataRequestKind!
    $details: String
    $language: Language
  ) {
    requestDataRights(
      phone: $phone
      unlockToken: $unlockToken
      kind: $kind
      details: $details
      language: $language
    ) {
      reference
      dueAt
    }
  }
`);

export interface DataRequestReceipt {
  reference: string;
  dueAt: string;
}

/** Ask for a code; then check it and send the request with the token (kept in memory only). */
export function useDataRights() {
  const client = useApolloClient();
  const language = apiLanguage(useLocale());
  const sendCode = useCallback(
    async (phone: string): Promise<number> => {
      const { data } = await client.mutate({
        mutation: sendDataRightsCodeMutation,
        variables: { phone, language },
        fetchPolicy: 'no-cache',
      });
      return data?.sendOrderLookupCode.minutes ?? 15;
    },
    [client, language],
  );
  const ask = useCallback(
    async (
      phone: string,
      code: string,
      kind: DataRequestKind,
      details: string,
    ): Promise<DataRequestReceipt> => {
      const verified = await client.mutate({
        mutation: verifyDataRightsCodeMutation,
        variables: { phone, code },
        fetchPolicy: 'no-cache',
      });
      const unlockToken = verified.data?.verifyOrderLookupCode.token ?? '';
      const { data } = await client.mutate({
        mutation: requestDataRightsMutation,
        variables: { phone, unlockToken, kind, details: details.trim() || null, language },
        fetchPolicy: 'no-cache',
      });
      const receipt = data?.requestDataRights;
      if (!receipt) throw new Error('No receipt');
      return { reference: receipt.reference, dueAt: String(receipt.dueAt) };
    },
    [client, language],
  );
  return { sendCode, ask };
}
