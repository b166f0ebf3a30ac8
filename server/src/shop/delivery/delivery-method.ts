import { registerEnumType } from 'type-graphql';

export enum DeliveryMethod {
  /** To the patient's address, in the clinic's delivery areas (by PIN code). */
  HOME_DELIVERY = 'HOME_DELIVERY',
  /** Collected at the clinic's counter; no fee, any PIN code. */
  PICKUP = 'PICKUP',
}

registerEnumType(DeliveryMethod, {
  name: 'DeliveryMethod',
  description: 'How the order reaches the patient; home delivery when left out',
});
