import { randomUUID } from 'node:crypto';
import type { DeskApp } from '../../shop/desk/order-desk-test-helpers';
import { freshPhone } from '../../test/phones';
import { graphql } from '../../test/test-app';

// Shared by the inbox's integration and hostile tests: its staff documents, and contact messages
// and feedback sent through the public door as patients send them.

export const INBOX_DOCUMENTS = {
  inbox: `query Inbox($state: InboxState, $kind: InboxKind, $spam: Boolean, $page: Int) {
    inbox(state: $state, kind: $kind, spam: $spam, page: $page) {
      page hasMore counts { new spam }
      items { kind id name email phone subject message rating consentToPublish state nextStates
        spam handledBy handledAt town testimonialApprovedAt }
    }
  }`,
  open: `mutation Open($kind: InboxKind!, $id: ID!) {
    openInboxItem(kind: $kind, id: $id) { kind id state nextStates handledBy handledAt }
  }`,
  setState: `mutation SetState($kind: InboxKind!, $id: ID!, $state: InboxState!) {
    setInboxState(kind: $kind, id: $id, state: $state) { id state nextStates }
  }`,
  spam: `mutation Spam($kind: InboxKind!, $id: ID!, $spam: Boolean!) {
    markInboxSpam(kind: $kind, id: $id, spam: $spam) { id spam }
  }`,
  reply: `mutation Reply($id: ID!, $channel: ReplyChannel!, $text: String!) {
    replyToContactMessage(id: $id, channel: $channel, text: $text) { id state handledBy }
  }`,
  approve: `mutation Approve($id: ID!, $testimonial: TestimonialInput!) {
    approveTestimonial(id: $id, testimonial: $testimonial) { id town doctorId testimonialApprovedAt }
  }`,
  withdraw: `mutation Withdraw($id: ID!) { withdrawTestimonial(id: $id) { id testimonialApprovedAt } }`,
  claims: `query HeroClaims { heroClaims { patientsTreated yearsOfService successRate updatedAt } }`,
  updateClaims: `mutation UpdateClaims($claims: ClinicClaimsInput!) {
    updateHeroClaims(claims: $claims) { patientsTreated yearsOfService successRate }
  }`,
} as const;

const CONTACT = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }`;
const FEEDBACK = `mutation Submit($input: FeedbackInput!) { submitFeedback(input: $input) { id } }`;

export async function sendContact(app: DeskApp, phone: string | null = freshPhone()) {
  const tag = randomUUID().slice(0, 8);
  const { data, errors } = await graphql(app.url, CONTACT, {
    input: {
      name: `Inbox Tester ${tag}`,
      email: `inbox-${tag}@example.in`,
      phone,
      subject: 'Sunday hours',
      message: 'Are you open on Sunday mornings?',
    },
  });
  if (errors) throw new Error(JSON.stringify(errors));
  return String(data!.sendContactMessage.id);
}

export async function sendFeedback(app: DeskApp, consentToPublish = true, rating = 5) {
  const tag = randomUUID().slice(0, 8);
  const { data, errors } = await graphql(app.url, FEEDBACK, {
    input: {
      name: `Lalita Inboxwala${tag}`,
      condition: 'Piles',
      message: `Kind staff and a quick recovery ${tag}`,
      rating,
      consentToPublish,
    },
  });
  if (errors) throw new Error(JSON.stringify(errors));
  return { id: String(data!.submitFeedback.id), tag };
}
