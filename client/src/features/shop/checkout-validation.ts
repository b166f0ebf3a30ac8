import type { I18n } from '@lingui/core';
import { deliveryStatus, isPinCode, type Area, type DeliveryMethodCode } from './order-totals';
import type { PaymentMethodCode } from './payment-methods';

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

/** The server checks the address fully; this catches a half-typed one before sending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The first problem in the spec's order (section 5), with the delivery checks where their fields
 * are, or null when the form can be sent. `areas` are the clinic's delivery areas.
 */
export function checkoutProblem(
  /** The shop catalogue's reader, in the page's language. */
  _: I18n['_'],
  values: CheckoutValues,
  areas: readonly Area[] | null,
  /** The cart holds a prescription-only product. */
  needsPrescription = false,
): CheckoutProblem | null {
  const error = (
    field: CheckoutField,
    message: string,
    title: string = _('shop.checkout.errorTitle'),
  ) => ({
    field,
    title,
    message,
  });
  const home = values.deliveryMethod === 'HOME_DELIVERY';
  if (!values.name.trim()) return error('name', _('shop.checkout.nameRequired'));
  if (!values.phone.trim()) return error('phone', _('shop.checkout.phoneRequired'));
  if (home) {
    if (!values.pinCode) return error('pinCode', _('shop.delivery.pinRequired'));
    if (!isPinCode(values.pinCode)) return error('pinCode', _('shop.delivery.pinInvalid'));
    if (deliveryStatus(areas, values.deliveryMethod, values.pinCode).kind === 'outside')
      return error(
        'pinCode',
        _('shop.delivery.outside', { pinCode: values.pinCode }),
        _('shop.delivery.outsideTitle'),
      );
    if (!values.address.trim()) return error('address', _('shop.checkout.addressRequired'));
  }
  if (values.phone.length !== 10)
    return error('phone', _('shop.checkout.phoneInvalid'), _('shop.checkout.invalidPhoneTitle'));
  // E-mail is optional (most patients have none they check); a given one must look like one.
  if (values.email.trim() && !EMAIL.test(values.email.trim()))
    return error('email', _('shop.checkout.emailInvalid'));
  if (needsPrescription && !values.prescriptionToken)
    return error(
      'prescriptionToken',
      _('shop.prescription.required'),
      _('shop.prescription.errorTitle'),
    );
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
