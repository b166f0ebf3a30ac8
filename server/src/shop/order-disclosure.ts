import { normaliseOrderNumber } from './order-number';

/**
 * What a patient shows, beyond the phone number, to look orders up. A phone number alone proves
 * nothing (anyone can type one); the order number from the confirmation proves that order; a
 * one-time code sent to the phone proves the phone itself (`phoneCode`, once the unlock token it
 * gave is checked) and unlocks every order of that phone in full.
 */
export type OrderProof =
  { kind: 'phoneOnly' } | { kind: 'orderNumber'; orderNumber: string } | { kind: 'phoneCode' };

/** What a proof opens of a phone's orders. */
export interface Disclosure {
  /** Only the order with this number; undefined: every order of the phone. */
  orderNumber?: string;
  /** Number, items, address and customer; else only date, status, item count and total. */
  details: boolean;
  /** A secret that can be guessed: wrong ones count against the client guessing. */
  guessable: boolean;
  /** The phone itself was proven (its code): no phone-only limits apply. */
  phoneProven?: boolean;
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
    case 'phoneCode':
      return { details: true, guessable: false, phoneProven: true };
  }
}
