import {
  addItem,
  cartTotal,
  changedBeyondNames,
  clear,
  decrease,
  increase,
  reconcile,
  removeItem,
} from './cart';
import { distinctItemCount, lineKey, type CartItem } from './cart-storage';
import { formatMoney } from '../../lib/money';

const tub = { id: '2', name: 'Sitz Bath Tub', price: 449, image: '/images/tub.svg' };
const wipes = { id: '3', name: 'Cooling Wipes', price: 149.5, image: '/images/wipes.svg' };

describe('cart rules', () => {
  it('appends a new product with quantity 1 and raises one already there by 1', () => {
    let cart = addItem([], tub);
    expect(cart).toEqual([{ ...tub, quantity: 1 }]);
    cart = addItem(cart, wipes);
    cart = addItem(cart, tub);
    expect(cart).toEqual([
      { ...tub, quantity: 2 },
      { ...wipes, quantity: 1 },
    ]);
  });

  it('removes by id and clears', () => {
    const cart = addItem(addItem([], tub), wipes);
    expect(removeItem(cart, tub.id)).toEqual([{ ...wipes, quantity: 1 }]);
    expect(clear()).toEqual([]);
  });

  it('increases by 1 up to the 10 of one product one order may hold', () => {
    const cart: CartItem[] = [{ ...tub, quantity: 9 }];
    expect(increase(cart, tub.id)[0].quantity).toBe(10);
    expect(increase(increase(cart, tub.id), tub.id)[0].quantity).toBe(10);
    expect(addItem(increase(cart, tub.id), tub)[0].quantity).toBe(10);
  });

  it("follows the server's cap when it is another", () => {
    const cart: CartItem[] = [{ ...tub, quantity: 2 }];
    expect(increase(cart, tub.id, 3)[0].quantity).toBe(3);
    expect(increase(increase(cart, tub.id, 3), tub.id, 3)[0].quantity).toBe(3);
    expect(addItem(increase(cart, tub.id, 3), tub, 3)[0].quantity).toBe(3);
  });

  it('decreases by 1 but never below 1, and drops items at 0 or less', () => {
    const cart: CartItem[] = [
      { ...tub, quantity: 2 },
      { ...wipes, quantity: 0 },
    ];
    const once = decrease(cart, tub.id);
    expect(once).toEqual([{ ...tub, quantity: 1 }]);
    expect(decrease(once, tub.id)).toEqual([{ ...tub, quantity: 1 }]);
  });

  it('totals price x quantity exactly, shown in rupees', () => {
    const cart: CartItem[] = [
      { ...tub, quantity: 2 },
      { ...wipes, quantity: 3 },
    ];
    expect(cartTotal(cart)).toBe(1346.5);
    expect(formatMoney(cartTotal(cart))).toBe('₹1,346.50');
    expect(cartTotal([{ ...tub, price: 0.1, quantity: 3 }])).toBe(0.3);
  });

  it("repairs a cart against the server's products: gone ones dropped, prices updated", () => {
    const cart: CartItem[] = [
      { ...tub, quantity: 2 },
      { ...wipes, quantity: 1 },
    ];
    const repaired = reconcile(cart, [
      { id: tub.id, name: tub.name, price: 399, images: ['/images/tub.svg'] },
    ]);
    expect(repaired).toEqual([{ ...tub, price: 399, quantity: 2 }]);
    const same = reconcile(repaired, [
      { id: tub.id, name: tub.name, price: 399, images: ['/images/tub.svg'] },
    ]);
    expect(same).toBe(repaired);
  });

  it('tells a name read in the other language apart from a change worth telling', () => {
    const cart: CartItem[] = [{ ...tub, quantity: 2 }];
    const hindi = reconcile(cart, [
      { id: tub.id, name: 'सिट्ज़ बाथ टब', price: tub.price, images: [tub.image] },
    ]);
    expect(hindi).toEqual([{ ...tub, name: 'सिट्ज़ बाथ टब', quantity: 2 }]);
    expect(changedBeyondNames(cart, hindi)).toBe(false);
    const dearer = reconcile(cart, [
      { id: tub.id, name: tub.name, price: 499, images: [tub.image] },
    ]);
    expect(changedBeyondNames(cart, dearer)).toBe(true);
    expect(changedBeyondNames(cart, [])).toBe(true);
  });

  it("lowers a line past the server's cap on one product to the cap", () => {
    const cart: CartItem[] = [{ ...tub, quantity: 15 }];
    const products = [{ id: tub.id, name: tub.name, price: tub.price, images: [tub.image] }];
    expect(reconcile(cart, products)).toEqual([{ ...tub, quantity: 10 }]);
    expect(reconcile(cart, products, 20)).toBe(cart);
  });

  it('keeps each size of a product as its own line', () => {
    const brief = { id: '9', name: 'Support Brief', price: 399, image: '/b.svg' };
    const large = { ...brief, variantId: '12', size: 'L' };
    const medium = { ...brief, variantId: '11', size: 'M' };
    let cart = addItem(addItem(addItem([], large), medium), large);
    expect(cart).toEqual([
      { ...large, quantity: 2 },
      { ...medium, quantity: 1 },
    ]);
    expect(distinctItemCount(cart)).toBe(2);
    cart = decrease(increase(cart, lineKey(medium)), lineKey(large));
    expect(cart.map((item) => [item.size, item.quantity])).toEqual([
      ['L', 1],
      ['M', 2],
    ]);
    expect(removeItem(cart, lineKey(large))).toEqual([{ ...medium, quantity: 2 }]);
  });

  it('drops a size the product no longer has, and a product now sold in sizes without one', () => {
    const brief = { id: '9', name: 'Support Brief', price: 399, image: '/b.svg' };
    const cart: CartItem[] = [
      { ...brief, variantId: '12', size: 'L', quantity: 1 },
      { ...brief, variantId: '13', size: 'XL', quantity: 1 },
      { ...brief, quantity: 1 },
    ];
    const server = [{ ...brief, images: ['/b.svg'], variants: [{ id: '12', label: 'L' }] }];
    expect(reconcile(cart, server)).toEqual([cart[0]]);
  });
});
