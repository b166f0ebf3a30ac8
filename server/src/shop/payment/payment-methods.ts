import { DEFAULT_PAYMENT_METHOD, PaymentMethod } from './payment-method';

export const PAYMENT_METHOD_MESSAGE =
  'Please choose how you will pay: cash on delivery or UPI on delivery';

/** When the money changes hands. */
export type PaymentTiming = 'ON_DELIVERY' | 'BEFORE_DISPATCH';

/**
 * What the order service needs to know about a way of paying. The two offline methods only
 * record the patient's choice: the money is collected when the order is handed over, so placing
 * the order is all there is to do.
 *
 * How an online gateway plugs in later: add its code to PaymentMethod (and the CHECK), and
 * register a definition with `timing: 'BEFORE_DISPATCH'` and a `gateway` that creates the
 * provider's payment for a placed order (an outbox row written in the order's transaction, as
 * for messages, never a call inside it) and confirms it from the provider's signed callback.
 * The order stays PENDING until the gateway confirms; offline methods never touch `gateway`.
 */
export interface PaymentMethodDefinition {
  code: PaymentMethod;
  timing: PaymentTiming;
  gateway?: PaymentGateway;
}

/** The seam for an online provider (none today). */
export interface PaymentGateway {
  /** Starts the provider's payment of a placed order; answers where the patient goes to pay. */
  start(order: { orderNumber: string; totalAmount: number }): Promise<{ payUrl: string }>;
  /** Checks a provider's callback and says whether the order is paid. */
  confirm(callback: unknown): Promise<{ orderNumber: string; paid: boolean }>;
}

const OFFLINE: PaymentMethodDefinition[] = [
  { code: PaymentMethod.COD, timing: 'ON_DELIVERY' },
  { code: PaymentMethod.UPI_ON_DELIVERY, timing: 'ON_DELIVERY' },
];

export class PaymentMethods {
  private readonly byCode: ReadonlyMap<string, PaymentMethodDefinition>;

  constructor(definitions: readonly PaymentMethodDefinition[] = OFFLINE) {
    this.byCode = new Map(definitions.map((definition) => [definition.code, definition]));
  }

  /** The method a request asked for, cash on delivery when it asked for none. */
  resolve(code: string | null | undefined): PaymentMethodDefinition | undefined {
    return this.byCode.get(code ?? DEFAULT_PAYMENT_METHOD);
  }

  codes(): string[] {
    return [...this.byCode.keys()];
  }
}
