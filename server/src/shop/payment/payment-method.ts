import { registerEnumType } from 'type-graphql';

/**
 * How a patient pays for an order. Stored on the order as text (a CHECK lists the codes), so a
 * new method is one more value here, in that CHECK (a migration) and in the registry below.
 */
export enum PaymentMethod {
  /** Cash to the delivery person, or at the clinic's counter for a pickup. The default. */
  COD = 'COD',
  /** A UPI transfer (any UPI app) when the order is handed over. */
  UPI_ON_DELIVERY = 'UPI_ON_DELIVERY',
}

registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How the order is paid; cash on delivery when left out',
  valuesConfig: {
    COD: { description: 'Cash on delivery (or at the counter for a pickup)' },
    UPI_ON_DELIVERY: { description: 'UPI on delivery (or at the counter for a pickup)' },
  },
});

export const DEFAULT_PAYMENT_METHOD = PaymentMethod.COD;
