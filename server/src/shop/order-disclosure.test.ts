import { disclosureFor } from './order-disclosure';

describe('what a proof unlocks', () => {
  it('shows every order of the phone, without details, for the phone alone', () => {
    expect(disclosureFor({ kind: 'phoneOnly' })).toEqual({ details: false, guessable: false });
  });

  it('shows the one order in full for its number, a secret that can be guessed', () => {
    expect(disclosureFor({ kind: 'orderNumber', orderNumber: ' ord-20261122-4821 ' })).toEqual({
      orderNumber: 'ORD-20261122-4821',
      details: true,
      guessable: true,
    });
  });
});
