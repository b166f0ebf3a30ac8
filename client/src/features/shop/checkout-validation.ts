import { phoneTexts } from '../../lib/phone-texts';
import { deliveryStatus, isPinCode, type Area, type DeliveryMethodCode } from './order-totals';
import type { PaymentMethodCode } from './payment-methods';
import { prescriptionTexts } from './prescription/strings';
import { shopTexts } from './strings';

export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  deliveryMethod: DeliveryMethodCode;
  pinCode: string;
  address: string;
  paymentMethod: PaymentMethodCode;
  /** The one-time token of the attached prescription; '' for none. */
  prescriptionToken: string;
}

/** The text fields, each with its message under it. */
export type CheckoutField = Exclude<keyof CheckoutValues, 'paymentMethod' | 'deliveryMethod'>;

export interface CheckoutProblem {
  field: CheckoutField;
  title: string;
  message: string;
}

const texts = shopTexts.checkout;
const deliveryTexts = shopTexts.delivery;
/** The server checks the address fully; this catches a half-typed one before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The first problem in the spec's order (section 5), with the delivery checks where their fields
 * are, or null when the form can be sent. `areas` are the clinic's delivery areas.
 */
export function checkoutProblem(
  values: CheckoutValues,
  areas: readonly Area[] | null,
  /** The cart holds a prescription-only product. */
  needsPrescription = false,
): CheckoutProblem | null {
  const error = (field: CheckoutField, message: string, title: string = texts.errorTitle) => ({
    field,
    title,
    message,
  });
  const home = values.deliveryMethod === 'HOME_DELIVERY';
  if (!values.name.trim()) return error('name', texts.nameRequired);
  if (!values.phone.trim()) return error('phone', texts.phoneRequired);
  if (home) {
    if (!values.pinCode) return error('pinCode', deliveryTexts.pinRequired);
    if (!isPinCode(values.pinCode)) return error('pinCode', deliveryTexts.pinInvalid);
    if (deliveryStatus(areas, values.deliveryMethod, values.pinCode).kind === 'outside')
      return error('pinCode', deliveryTexts.outside(values.pinCode), deliveryTexts.outsideTitle);
    if (!values.address.trim()) return error('address', texts.addressRequired);
  }
  if (values.phone.length !== 10)
    return error('phone', phoneTexts.invalid, texts.invalidPhoneTitle);
  // E-mail is optional (most patients have none they check); a given one must look like one.
  if (values.email.trim() && !EMAIL.test(values.email.trim()))
    return error('email', texts.emailInvalid);
  if (needsPrescription && !values.prescriptionToken)
    return error('prescriptionToken', prescriptionTexts.required, prescriptionTexts.errorTitle);
  return null;
}

/** Server field names (PlaceOrderInput) mapped to the form's. */
export const serverFields: Record<string, CheckoutField> = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
  pinCode: 'pinCode',
  shippingAddress: 'address',
  prescriptionToken: 'prescriptionToken',
};
