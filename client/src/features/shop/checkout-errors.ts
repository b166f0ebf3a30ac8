// Why the server refused an order, in the page's language. The server's messages are English
// (an English page shows them as they are); a Hindi page reads its own words for each refusal,
// from the error's code and facts (extensions), never the server's English sentence.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { I18n } from '@lingui/core';
import { errorMessage, fieldErrors, isNetworkError } from '../../lib/api-errors';
import type { Locale } from '../../lib/i18n/locales';
import type { CartItem } from './cart-storage';
import type { CheckoutField } from './checkout-validation';
import { isPinCode } from './order-totals';

type Extensions = Record<string, unknown>;

function firstExtensions(error: unknown): Extensions | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.extensions as Extensions | undefined;
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The line a refusal names (its productId and, for a size, variantId). */
function lineOf(items: readonly CartItem[], facts: Extensions): CartItem | undefined {
  const productId = facts.productId;
  const variantId = facts.variantId;
  return items.find(
    (item) =>
      item.id === productId && (variantId === undefined || item.variantId === String(variantId)),
  );
}

/** The whole refusal as one sentence, for the toast. */
export function orderFailureMessage(
  _: I18n['_'],
  locale: Locale,
  error: unknown,
  items: readonly CartItem[],
  /** The PIN code the order was sent with. */
  pinCode: string,
): string {
  if (locale === 'en') return errorMessage(error, _('shop.checkout.failed'));
  const facts = firstExtensions(error);
  if (!facts) {
    if ((error as Error | null)?.name === 'RequestTimeoutError') return _('shop.error.timeout');
    if (isNetworkError(error)) return _('shop.error.network');
    const status = (error as { statusCode?: number } | null)?.statusCode;
    return status !== undefined && status >= 500
      ? _('shop.error.server')
      : _('shop.checkout.failed');
  }
  const line = lineOf(items, facts);
  const name = line?.name ?? '';
  const available = asNumber(facts.available);
  const limit = asNumber(facts.limit);
  switch (facts.code) {
    case 'OUT_OF_STOCK':
      if (!line || available === undefined) break;
      if (line.size) {
        return available === 0
          ? _('shop.error.sizeOutOfStock', { name, size: line.size })
          : _('shop.error.sizeFewLeft', { name, size: line.size, available });
      }
      return available === 0
        ? _('shop.error.outOfStock', { name })
        : _('shop.error.fewLeft', { name, available });
    case 'LIMIT_REACHED':
      if (limit === undefined) break;
      return facts.productId !== undefined
        ? _('shop.error.perProduct', { max: limit })
        : _('shop.error.units', { max: limit });
    case 'RATE_LIMITED':
      if (limit === undefined) break;
      return _('shop.error.perDay', { max: limit });
    case 'CONFLICT':
      return _('shop.error.keyReused');
    case 'BAD_USER_INPUT': {
      const [field] = Object.keys(fieldErrors(error));
      const message = field ? fieldMessage(_, field, pinCode) : undefined;
      if (message) return message;
      break;
    }
  }
  return _('shop.checkout.failed');
}

/** A server field's refusal in the page's words; undefined for a field the form has not got. */
function fieldMessage(_: I18n['_'], field: string, pinCode: string): string | undefined {
  switch (field) {
    case 'customerName':
      return _('shop.checkout.nameRequired');
    case 'customerPhone':
      return _('shop.checkout.phoneInvalid');
    case 'customerEmail':
      return _('shop.checkout.emailInvalid');
    case 'shippingAddress':
      return _('shop.checkout.addressRequired');
    case 'pinCode':
      return isPinCode(pinCode)
        ? _('shop.delivery.outside', { pinCode })
        : _('shop.delivery.pinInvalid');
    case 'prescriptionToken':
      return _('shop.error.prescriptionAgain');
    case 'items':
      return _('shop.error.itemsChanged');
    default:
      return undefined;
  }
}

/**
 * The server's messages under the form's fields, in the page's words (Hindi); an English page
 * keeps the server's own, which the form has already put there.
 */
export function orderFieldMessages(
  _: I18n['_'],
  locale: Locale,
  error: unknown,
  serverFields: Readonly<Record<string, CheckoutField>>,
  pinCode: string,
): Partial<Record<CheckoutField, string>> | undefined {
  if (locale === 'en') return undefined;
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const name of Object.keys(fieldErrors(error))) {
    const field = serverFields[name];
    const message = field && fieldMessage(_, name, pinCode);
    if (field && message) errors[field] = message;
  }
  return errors;
}
