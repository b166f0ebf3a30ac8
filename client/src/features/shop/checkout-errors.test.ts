import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { i18nFor, loadCatalogue } from '../../lib/i18n/catalogue';
import { shopCatalogue } from './catalogue';
import { orderFailureMessage, orderFieldMessages } from './checkout-errors';
import { serverFields } from './checkout-validation';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

const items = [
  { id: '7', name: 'बवासीर राहत मलहम', price: 1250, image: '', quantity: 3 },
  { id: '9', name: 'सपोर्ट ब्रीफ़', price: 399, image: '', quantity: 1, variantId: '12', size: 'L' },
];

describe('why the server refused an order, in the page’s words', () => {
  beforeAll(() =>
    Promise.all([loadCatalogue(shopCatalogue, 'hi'), loadCatalogue(shopCatalogue, 'en')]),
  );
  const hi = i18nFor('hi')._.bind(i18nFor('hi'));
  const en = i18nFor('en')._.bind(i18nFor('en'));

  it('says in Hindi how many are left of which product and size, never the server’s English', () => {
    const fewLeft = refusal('Only 2 left of Haemorrhoid Relief Ointment 30 g. Please lower…', {
      code: 'OUT_OF_STOCK',
      productId: '7',
      available: 2,
      requested: 3,
    });
    expect(orderFailureMessage(hi, 'hi', fewLeft, items, '')).toBe(
      'बवासीर राहत मलहम के सिर्फ़ 2 बचे हैं। कृपया संख्या 2 या उससे कम करें।',
    );
    const sizeGone = refusal('Support Brief in size L is out of stock…', {
      code: 'OUT_OF_STOCK',
      productId: '9',
      variantId: '12',
      available: 0,
      requested: 1,
    });
    expect(orderFailureMessage(hi, 'hi', sizeGone, items, '')).toBe(
      'सपोर्ट ब्रीफ़ का साइज़ L अभी स्टॉक में नहीं है। कृपया दूसरा साइज़ चुनें या इसे हटा दें।',
    );
    const perDay = refusal('This phone number has placed 3 orders today…', {
      code: 'RATE_LIMITED',
      limit: 3,
      retryAfterSeconds: 600,
    });
    expect(orderFailureMessage(hi, 'hi', perDay, items, '')).toMatch(/^इस फ़ोन नंबर से आज 3 ऑर्डर/);
    const unknown = refusal('Something new the server says.', { code: 'SOMETHING_NEW' });
    expect(orderFailureMessage(hi, 'hi', unknown, items, '')).toBe(
      'ऑर्डर नहीं हो पाया। कृपया फिर से कोशिश करें।',
    );
  });

  it('puts the Hindi message under the field the server named', () => {
    const outside = refusal('We do not deliver to PIN code 110001 yet…', {
      code: 'BAD_USER_INPUT',
      fields: { pinCode: 'We do not deliver to PIN code 110001 yet…' },
    });
    const message = 'पिन कोड 110001 पर अभी हम डिलीवरी नहीं करते। आप अपना ऑर्डर क्लिनिक से ले सकते हैं।';
    expect(orderFailureMessage(hi, 'hi', outside, items, '110001')).toBe(message);
    expect(orderFieldMessages(hi, 'hi', outside, serverFields, '110001')).toEqual({
      pinCode: message,
    });
  });

  it('keeps the server’s own words on an English page', () => {
    const fewLeft = refusal('Only 2 left of Haemorrhoid Relief Ointment 30 g.', {
      code: 'OUT_OF_STOCK',
      productId: '7',
      available: 2,
    });
    expect(orderFailureMessage(en, 'en', fewLeft, items, '')).toBe(
      'Only 2 left of Haemorrhoid Relief Ointment 30 g.',
    );
    expect(orderFieldMessages(en, 'en', fewLeft, serverFields, '')).toBeUndefined();
  });
});
