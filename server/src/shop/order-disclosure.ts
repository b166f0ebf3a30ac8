import { normaliseOrderNumber } from './order-number';

/**
 * What a patient shows, beyond the phone number, to look orders up. A phone number alone proves
 * nothing (anyone can type one); the order number from the confirmation proves that order. The
 * coming notification channel adds a one-time code sent to the phone, which proves the phone
 * itself: a `{ kind: 'phoneCode' }` proof, once its code is checked, will unlock every order of
 * that phone in full, with a case in `disclosureFor` and nothing else to change.
 */
export type OrderProof = { kind: 'phoneOnly' } | { kind: 'orderNumber'; orderNumber: string };

/** What a proof opens of a phone's orders. */
export interface Disclosure {
  /** Only the order with this number; undefined: every order of the phone. */
  orderNumber?: string;
  /** Number, items, address and customer; else only date, status, item count and total. */
  details: boolean;
  /** A secret that can be guessed: wrong ones count against the client guessing. */
  guessable: boolean;
}

/** The one place that decides what each proof unlocks. */
export function disclosureFor(proof: OrderProof): Disclosure {
  switch (proof.kind) {
    case 'phoneOnly':
      return { details: false, guessable: false };
    case 'orderNumber':
      return {
        orderNumber: normaliseOrderNumber(proof.orderNumber),
        details: true,
        guessable: true,
      };
  }
}
