import { CART_STORAGE_KEY, distinctItemCount, readCart } from './cart-storage';

describe('readCart', () => {
  it('reads saved items and counts distinct ones', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'a', name: 'A', price: 100, image: '/a.png', quantity: 2 },
        { id: 'b', name: 'B', price: 50, image: '/b.png', quantity: 1 },
      ]),
    );
    expect(distinctItemCount(readCart())).toBe(2);
  });

  it.each(['{not json', '"a string"', '{"id":1}', 'null'])('treats %s as an empty cart', (raw) => {
    localStorage.setItem(CART_STORAGE_KEY, raw);
    expect(readCart()).toEqual([]);
  });

  it('drops entries that are not cart items', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 'a', name: 'A', price: 100, quantity: 1 }, { foo: 1 }, null]),
    );
    expect(readCart()).toEqual([{ id: 'a', name: 'A', price: 100, image: '', quantity: 1 }]);
  });

  it('keeps a saved quantity the cart rules can cap, but not one past any order', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'a', name: 'A', price: 100, image: '', quantity: 15 },
        { id: 'b', name: 'B', price: 100, image: '', quantity: 5000 },
      ]),
    );
    expect(readCart().map((item) => item.quantity)).toEqual([15, 100]);
  });
});
