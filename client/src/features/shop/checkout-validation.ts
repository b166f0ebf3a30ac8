import { phoneTexts } from '../../lib/phone-texts';
import type { PaymentMethodCode } from './payment-methods';
import { shopTexts } from './strings';

export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  paymentMethod: PaymentMethodCode;
}

export type CheckoutField = Exclude<keyof CheckoutValues, 'paymentMethod'>;

export interface CheckoutProblem {
  field: CheckoutField;
  title: string;
  message: string;
}

const texts = shopTexts.checkout;
/** The server checks the address fully; this catches a half-typed one before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The first problem in the spec's order (section 5), or null when the form can be sent. */
export function checkoutProblem(values: CheckoutValues): CheckoutProblem | null {
  const error = (field: CheckoutField, message: string, title: string = texts.errorTitle) => ({
    field,
    title,
    message,
  });
  if (!values.name.trim()) return error('name', texts.nameRequired);
  // E-mail is optional (most patients have none they check); a given one must look like one.
  if (!values.phone.trim()) return error('phone', texts.phoneRequired);
  if (!values.address.trim()) return error('address', texts.addressRequired);
  if (values.phone.length !== 10)
    return error('phone', phoneTexts.invalid, texts.invalidPhoneTitle);
  if (values.email.trim() && !EMAIL.test(values.email.trim()))
    return error('email', texts.emailInvalid);
  return null;
}

/** Server field names (PlaceOrderInput) mapped to the form's. */
export const serverFields: Record<string, CheckoutField> = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
  shippingAddress: 'address',
};
