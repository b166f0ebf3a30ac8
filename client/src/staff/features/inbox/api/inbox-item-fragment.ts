import { graphql } from '../../../graphql/__generated__/gql';
import type { InboxItem_ItemFragment } from '../../../graphql/__generated__/graphql';

export const inboxItemFragment = graphql(`
  fragment InboxItem_item on InboxItem {
    kind
    id
    name
    email
    phone
    subject
    message
    condition
    rating
    consentToPublish
    town
    doctorId
    testimonialApprovedAt
    state
    nextStates
    spam
    handledBy
    handledAt
    createdAt
  }
`);

export type InboxItemView = InboxItem_ItemFragment;
