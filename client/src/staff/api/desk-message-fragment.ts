import { graphql } from '../graphql/__generated__/gql';
import type { DeskMessageRow_MessageFragment } from '../graphql/__generated__/graphql';

/** What the desk shows of a message: never its words or where it went. */
export const deskMessageFragment = graphql(`
  fragment DeskMessageRow_message on DeskMessage {
    id
    label
    channel
    status
    reason
    attempts
    queuedAt
    dueAt
    sentAt
    updatedAt
    reference
    orderNumber
    canRetry
  }
`);

export type DeskMessage = DeskMessageRow_MessageFragment;
