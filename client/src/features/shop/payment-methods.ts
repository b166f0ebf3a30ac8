/* eslint-disable lingui/no-unlocalized-strings -- the API's payment codes, no words */
import type { PaymentMethod } from '../../graphql/__generated__/graphql';

export type PaymentMethodCode = PaymentMethod;

/** The choices checkout offers, default first (the server's default too). */
export const PAYMENT_METHODS: readonly PaymentMethodCode[] = ['COD', 'UPI_ON_DELIVERY'];

export const DEFAULT_PAYMENT_METHOD: PaymentMethodCode = 'COD';
