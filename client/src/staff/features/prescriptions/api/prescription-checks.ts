import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';
import type {
  PrescriptionCheckCard_CheckFragment,
  PrescriptionStatus,
} from '../../../graphql/__generated__/graphql';

export const prescriptionCheckFragment = graphql(`
  fragment PrescriptionCheckCard_check on PrescriptionCheck {
    orderNumber
    placedAt
    orderStatus
    status
    customerName
    customerPhone
    totalAmount
    kind
    byteSize
    fileUrl
    reviewedAt
    reviewerName
    reviewerRegistration
    rejectReason
    items {
      name
      size
      quantity
      prescriptionOnly
    }
  }
`);

export const prescriptionChecksQuery = graphql(`
  query PrescriptionChecks($status: PrescriptionStatus) {
    prescriptionChecks(status: $status) {
      ...PrescriptionCheckCard_check
    }
    pharmacistRegistration
  }
`);

export type PrescriptionCheckData = PrescriptionCheckCard_CheckFragment;

/** The orders whose prescription is in `status`; the waiting ones are polled for new arrivals. */
export function usePrescriptionChecks(status: PrescriptionStatus) {
  return useQuery(prescriptionChecksQuery, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
    pollInterval: status === 'TO_CHECK' ? 30_000 : 0,
  });
}
