import { DomainError } from '../../common/errors';
import { DeliveryMethod } from './delivery-method';
import { quoteDelivery } from './delivery-quote';

const areas = [
  { pinCode: '464001', fee: 40, sameDay: true },
  { pinCode: '464114', fee: 60, sameDay: false },
];

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('not refused');
}

describe('quoteDelivery', () => {
  it("charges the area's fee and says whether it arrives the same day", () => {
    expect(quoteDelivery(areas, DeliveryMethod.HOME_DELIVERY, '464001')).toEqual({
      method: 'HOME_DELIVERY',
      pinCode: '464001',
      fee: 40,
      sameDay: true,
    });
    expect(quoteDelivery(areas, undefined, ' 464114 ')).toMatchObject({ fee: 60, sameDay: false });
  });

  it('makes pickup free wherever the patient lives', () => {
    expect(quoteDelivery(areas, DeliveryMethod.PICKUP, '110001')).toMatchObject({
      method: 'PICKUP',
      fee: 0,
    });
    expect(quoteDelivery(areas, DeliveryMethod.PICKUP, null)).toMatchObject({ pinCode: null });
  });

  it('refuses an out-of-area PIN for home delivery, naming the field', () => {
    const error = refusal(() => quoteDelivery(areas, DeliveryMethod.HOME_DELIVERY, '110001'));
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({
      pinCode:
        'We do not deliver to PIN code 110001 yet. Please choose pickup at the clinic, or call us.',
    });
  });

  it.each(['46400', '4640011', '064001', 'abcdef'])('refuses the PIN %s', (pin) => {
    expect(refusal(() => quoteDelivery(areas, DeliveryMethod.PICKUP, pin)).fields).toEqual({
      pinCode: 'Please enter a valid 6-digit PIN code',
    });
  });

  it('needs a PIN for home delivery, except from callers that name no delivery at all', () => {
    expect(refusal(() => quoteDelivery(areas, DeliveryMethod.HOME_DELIVERY, '')).fields).toEqual({
      pinCode: 'Please enter the 6-digit PIN code of the delivery address',
    });
    expect(quoteDelivery(areas, undefined, undefined)).toEqual({
      method: 'HOME_DELIVERY',
      pinCode: null,
      fee: 0,
      sameDay: false,
    });
  });
});
