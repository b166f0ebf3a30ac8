import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clinicMock, renderApp } from '../../test/render-app';
import { cartProductsQuery } from './api/cart-products';
import { categoriesQuery } from './api/categories';
import { deliveryAreasQuery } from './api/delivery-areas';
import { productsQuery, PRODUCTS_PAGE_SIZE } from './api/products';
import { CART_STORAGE_KEY } from './cart-storage';
import { reloadCart } from './cart-store';

jest.setTimeout(30_000);

const category = {
  __typename: 'Category' as const,
  id: '1',
  slug: 'piles-care',
  name: 'बवासीर की देखभाल',
  inEnglish: [],
  count: 2,
};

const products: MockLink.MockedResponse = {
  request: {
    query: productsQuery,
    variables: {
      search: null,
      category: null,
      sortBy: 'NEWEST',
      page: 1,
      pageSize: PRODUCTS_PAGE_SIZE,
      language: 'HI',
    },
  },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        total: 2,
        totalIsLowerBound: false,
        page: 1,
        pageSize: PRODUCTS_PAGE_SIZE,
        items: [
          {
            __typename: 'Product',
            id: '7',
            slug: 'haemorrhoid-relief-ointment',
            name: 'बवासीर राहत मलहम (Haemorrhoid Relief Ointment) 30 g',
            description: 'लंबा ब्योरा।',
            shortDescription: 'जलन और खुजली में आराम।',
            inEnglish: [],
            price: 1250,
            comparePrice: null,
            images: [],
            stock: 3,
            isFeatured: false,
            prescriptionOnly: false,
            variants: [],
            category: { ...category, __typename: 'Category' },
          },
          {
            __typename: 'Product',
            id: '8',
            slug: 'new-cushion',
            name: 'Donut Seat Cushion',
            description: 'Memory foam.',
            shortDescription: null,
            inEnglish: ['name', 'shortDescription', 'description'],
            price: 899,
            comparePrice: null,
            images: [],
            stock: 40,
            isFeatured: false,
            prescriptionOnly: true,
            variants: [],
            category: { ...category, __typename: 'Category' },
          },
        ],
      },
    },
  },
};

const categories: MockLink.MockedResponse = {
  request: { query: categoriesQuery, variables: { language: 'HI' } },
  result: { data: { categories: [category] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('the shop in Hindi', () => {
  it('lists products in Hindi, with money as patients read it and English content marked', async () => {
    renderApp('/hi/products', [clinicMock, products, categories]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'हमारी दवाइयाँ और उत्पाद' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 उत्पाद')).toBeInTheDocument();
    const ointment = screen.getByRole('article', { name: /बवासीर राहत मलहम/ });
    expect(ointment).toHaveTextContent('₹1,250.00');
    expect(ointment).toHaveTextContent('सिर्फ़ 3 बचे हैं');
    expect(within(ointment).getByText('जलन और खुजली में आराम।')).not.toHaveAttribute('lang');
    expect(within(ointment).getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();

    // A product with no Hindi version yet: its English is marked as English.
    const cushion = screen.getByRole('article', { name: 'Donut Seat Cushion' });
    expect(within(cushion).getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(within(cushion).getByText('Memory foam.')).toHaveAttribute('lang', 'en');
    expect(cushion).toHaveTextContent('पर्चा (prescription) ज़रूरी');
    expect(document.title).toMatch(/^दवाइयाँ और उत्पाद/);
  });

  it('checks the checkout form in Hindi and shows the total in rupees', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: '7', name: 'बवासीर राहत मलहम', price: 1250, image: '/t.svg', quantity: 1 },
      ]),
    );
    reloadCart();
    const cart: MockLink.MockedResponse = {
      request: { query: cartProductsQuery, variables: { ids: ['7'], language: 'HI' } },
      result: {
        data: {
          productsByIds: [
            {
              __typename: 'Product',
              id: '7',
              name: 'बवासीर राहत मलहम',
              inEnglish: [],
              price: 1250,
              images: ['/t.svg'],
              stock: 5,
              prescriptionOnly: false,
              variants: [],
            },
          ],
          orderLimits: { __typename: 'OrderLimits', maxPerProduct: 10 },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const areas: MockLink.MockedResponse = {
      request: { query: deliveryAreasQuery },
      result: {
        data: {
          deliveryAreas: [
            { __typename: 'DeliveryArea', pinCode: '464001', fee: 40, sameDay: true },
          ],
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderApp('/hi/checkout', [clinicMock, cart, areas]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ऑर्डर करें' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const place = await screen.findByRole(
      'button',
      { name: 'ऑर्डर करें · ₹1,250.00' },
      { timeout: 10_000 },
    );
    const user = userEvent.setup();
    await user.click(place);
    expect(await screen.findAllByText('कृपया अपना पूरा नाम लिखें')).not.toHaveLength(0);
    expect(screen.getByLabelText(/पूरा नाम/)).toHaveFocus();

    await user.type(screen.getByLabelText(/पूरा नाम/), 'आशा देवी');
    await user.type(screen.getByLabelText(/फ़ोन नंबर/), '9876543210');
    await user.type(screen.getByLabelText(/पिन कोड/), '110001');
    expect(
      await screen.findByText(
        'पिन कोड 110001 पर अभी हम डिलीवरी नहीं करते। आप अपना ऑर्डर क्लिनिक से ले सकते हैं।',
      ),
    ).toBeVisible();
    await user.clear(screen.getByLabelText(/पिन कोड/));
    await user.type(screen.getByLabelText(/पिन कोड/), '464001');
    expect(await screen.findByText('यहाँ हम डिलीवरी करते हैं: ₹40.00, उसी दिन।')).toBeVisible();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,290.00');
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें · ₹1,290.00' }));
    expect(await screen.findAllByText('कृपया पहुँचाने का पता लिखें')).not.toHaveLength(0);
  });
});
