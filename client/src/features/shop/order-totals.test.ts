import { deliveryStatus, orderTotals } from './order-totals';

const areas = [
  { pinCode: '464001', fee: 40, sameDay: true },
  { pinCode: '464114', fee: 65.5, sameDay: false },
];

describe('deliveryStatus', () => {
  it('is free for a pickup, whatever the PIN code', () => {
    expect(deliveryStatus(areas, 'PICKUP', '110001')).toEqual({ kind: 'pickup', fee: 0 });
  });

  it("knows the area's fee and same-day flag", () => {
    expect(deliveryStatus(areas, 'HOME_DELIVERY', '464001')).toEqual({
      kind: 'inside',
      pinCode: '464001',
      fee: 40,
      sameDay: true,
    });
  });

  it('says when a complete PIN code is outside every area', () => {
    expect(deliveryStatus(areas, 'HOME_DELIVERY', '110001')).toEqual({
      kind: 'outside',
      pinCode: '110001',
      fee: null,
    });
  });

  it.each(['', '46400', '064001'])('waits for a complete PIN code (%j)', (pin) => {
    expect(deliveryStatus(areas, 'HOME_DELIVERY', pin)).toEqual({ kind: 'pin-needed', fee: null });
  });
});

describe('orderTotals', () => {
  it('adds the delivery fee to the items in whole paise', () => {
    expect(
      orderTotals(
        [
          { price: 185.25, quantity: 2 },
          { price: 0.1, quantity: 3 },
        ],
        65.5,
      ),
    ).toEqual({ itemsTotal: 370.8, deliveryFee: 65.5, total: 436.3 });
  });

  it('totals the items alone while the fee is not known', () => {
    expect(orderTotals([{ price: 449, quantity: 1 }], null)).toEqual({
      itemsTotal: 449,
      deliveryFee: null,
      total: 449,
    });
  });
});
