import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { cartProductsQuery } from './api/cart-products';
import { deliveryAreasQuery } from './api/delivery-areas';
import { CART_STORAGE_KEY, MAX_QUANTITY, readCart } from './cart-storage';
import { maxPerProductVar, reloadCart } from './cart-store';

const saved = [
  { id: '7', name: 'Sitz Bath Tub', price: 400, image: '/t.svg', quantity: 2 },
  { id: '99', name: 'Gone Product', price: 10, image: '/g.svg', quantity: 1 },
];

const cartProductsMock: MockLink.MockedResponse = {
  request: { query: cartProductsQuery, variables: { ids: ['7', '99'], language: 'EN' } },
  result: {
    data: {
      productsByIds: [
        {
          __typename: 'Product',
          id: '7',
          name: 'Sitz Bath Tub',
          inEnglish: [],
          price: 449,
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

// After the repair the cart names only product 7, and is asked about again.
const repairedMock: MockLink.MockedResponse = {
  ...cartProductsMock,
  request: { query: cartProductsQuery, variables: { ids: ['7'], language: 'EN' } },
};

const areasMock: MockLink.MockedResponse = {
  request: { query: deliveryAreasQuery },
  result: {
    data: {
      deliveryAreas: [
        { __typename: 'DeliveryArea', pinCode: '464001', fee: 40, sameDay: true },
        { __typename: 'DeliveryArea', pinCode: '464114', fee: 60, sameDay: false },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

jest.setTimeout(30_000);

async function openCheckout() {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved));
  reloadCart();
  renderApp('/checkout', [clinicMock, cartProductsMock, repairedMock, areasMock]);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 10_000 });
}

describe('checkout', () => {
  it("shows today's prices and drops products that no longer exist", async () => {
    await openCheckout();
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('₹898.00');
    expect(screen.getByText('2 × ₹449.00')).toBeInTheDocument();
    expect(screen.queryByText('Gone Product')).not.toBeInTheDocument();
    expect(readCart()).toEqual([{ ...saved[0], price: 449 }]);
    expect(await screen.findByRole('button', { name: 'Place Order · ₹898.00' })).toBeEnabled();
  });

  it('adds the fee of the PIN code’s area to the total, and offers pickup outside the areas', async () => {
    await openCheckout();
    const user = userEvent.setup();
    // Once today's prices are in, the fee waits for a PIN code.
    expect(
      await screen.findByText('Enter your PIN code', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    const figures = screen.getByTestId('checkout-figures');
    await user.type(screen.getByLabelText(/PIN Code/), '464114');
    expect(await screen.findByText('We deliver here: ₹60.00, delivery in 1–2 days.')).toBeVisible();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹958.00');
    expect(screen.getByRole('button', { name: 'Place Order · ₹958.00' })).toBeEnabled();

    await user.clear(screen.getByLabelText(/PIN Code/));
    await user.type(screen.getByLabelText(/PIN Code/), '110001');
    expect(
      await screen.findByText(
        'We do not deliver to PIN code 110001 yet. You can pick up your order at the clinic instead.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pick up at the clinic instead' }));
    expect(screen.getByRole('radio', { name: /^Pick up at the clinic/ })).toBeChecked();
    expect(screen.queryByLabelText(/Shipping Address/)).not.toBeInTheDocument();
    expect(figures).toHaveTextContent('Free (pickup)');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹898.00');
  });

  it('checks name, phone, address, then the phone length, in that order; e-mail is optional', async () => {
    const user = userEvent.setup();
    await openCheckout();
    // Wait for today's prices: until they arrive the button is busy and takes no click.
    const place = await screen.findByRole('button', { name: 'Place Order · ₹898.00' });
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    const expectToast = async (title: string, message: string) => {
      const toast = await within(toasts).findByText(message);
      expect(toast.closest('[role="alert"]')).toHaveTextContent(title);
    };

    await user.click(place);
    await expectToast('Error', 'Please enter your full name');
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription(
      'Please enter your full name',
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Full Name/), 'Asha Devi');
    expect(screen.getByLabelText(/Email Address/)).not.toBeRequired();
    await user.click(place);
    await expectToast('Error', 'Please enter your phone number');

    await user.type(screen.getByLabelText(/Phone Number/), '98765abc');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('98765');
    await user.click(place);
    await expectToast('Error', 'Please enter the 6-digit PIN code of the delivery address');

    await user.type(screen.getByLabelText(/PIN Code/), '110001');
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await expectToast(
      'Outside our delivery area',
      'We do not deliver to PIN code 110001 yet. You can pick up your order at the clinic instead.',
    );
    expect(screen.getByLabelText(/PIN Code/)).toHaveFocus();

    await user.clear(screen.getByLabelText(/PIN Code/));
    await user.type(screen.getByLabelText(/PIN Code/), '464001');
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await expectToast('Error', 'Please enter your shipping address');

    await user.type(screen.getByLabelText(/Shipping Address/), '12 Station Road');
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await expectToast('Invalid Phone Number', 'Please enter a valid 10-digit phone number');
    expect(screen.getByLabelText(/Phone Number/)).toHaveAccessibleDescription(
      'Please enter a valid 10-digit phone number',
    );
    expect(screen.getByLabelText(/Phone Number/)).toHaveFocus();
  });

  it("keeps each line within the server's cap on one product, and says the cart changed", async () => {
    const tub = { id: '7', name: 'Sitz Bath Tub', price: 449, image: '/t.svg', quantity: 5 };
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([tub]));
    reloadCart();
    const capped: MockLink.MockedResponse = {
      request: { query: cartProductsQuery, variables: { ids: ['7'], language: 'EN' } },
      result: {
        data: {
          productsByIds: [
            {
              __typename: 'Product',
              id: '7',
              name: tub.name,
              inEnglish: [],
              price: 449,
              images: ['/t.svg'],
              stock: 50,
              prescriptionOnly: false,
              variants: [],
            },
          ],
          orderLimits: { __typename: 'OrderLimits', maxPerProduct: 3 },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderApp('/checkout', [clinicMock, capped, areasMock]);
    expect(await screen.findByText('3 × ₹449.00', undefined, { timeout: 10_000 })).toBeVisible();
    expect(
      screen.getByText(
        'Some prices, items or quantities changed since you added them. The summary shows what you can order today.',
      ),
    ).toBeInTheDocument();
    expect(readCart()).toEqual([{ ...tub, quantity: 3 }]);
    expect(maxPerProductVar()).toBe(3);
    maxPerProductVar(MAX_QUANTITY);
  });

  it('asks for a prescription when the cart holds a prescription-only product, and uploads it', async () => {
    const tablets = { id: '8', name: 'Rx Tablets', price: 112, image: '/r.svg', quantity: 1 };
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([tablets]));
    reloadCart();
    const rxMock: MockLink.MockedResponse = {
      request: { query: cartProductsQuery, variables: { ids: ['8'], language: 'EN' } },
      result: {
        data: {
          productsByIds: [
            {
              __typename: 'Product',
              id: '8',
              name: tablets.name,
              inEnglish: [],
              price: 112,
              images: ['/r.svg'],
              stock: 9,
              prescriptionOnly: true,
              variants: [],
            },
          ],
          orderLimits: { __typename: 'OrderLimits', maxPerProduct: 10 },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const answers = [
      {
        status: 413,
        body: { error: 'The file is larger than 5 MB. Please choose a smaller photo or file.' },
      },
      {
        status: 201,
        body: { token: 'T'.repeat(43), expiresAt: '2030-01-01T00:00:00Z', kind: 'IMAGE' },
      },
    ];
    const fetchMock = jest.fn(async () => {
      const next = answers.shift()!;
      return { ok: next.status < 300, status: next.status, json: async () => next.body };
    });
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const user = userEvent.setup();
      renderApp('/checkout', [clinicMock, rxMock, areasMock]);
      expect(
        await screen.findByRole('heading', { name: 'Prescription' }, { timeout: 10_000 }),
      ).toBeVisible();
      await user.click(screen.getByRole('radio', { name: /^Pick up at the clinic/ }));
      await user.type(screen.getByLabelText(/Full Name/), 'Asha Devi');
      await user.type(screen.getByLabelText(/Phone Number/), '9876543210');
      await user.click(await screen.findByRole('button', { name: /^Place Order/ }));
      const toasts = screen.getByRole('region', { name: 'Notifications' });
      expect(
        await within(toasts).findByText('Please attach a photo or PDF of your prescription'),
      ).toBeInTheDocument();
      const attach = screen.getByRole('button', { name: 'Attach prescription' });
      expect(attach).toHaveFocus();

      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const photo = new File(['photo-bytes'], 'prescription.jpg', { type: 'image/jpeg' });
      await user.upload(input, photo);
      expect(
        await screen.findByText(
          'The file is larger than 5 MB. Please choose a smaller photo or file.',
        ),
      ).toBeVisible();
      await user.upload(input, photo);
      expect(await screen.findByText(/Attached: prescription\.jpg/)).toBeVisible();
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/prescriptions',
        expect.objectContaining({ method: 'POST', body: photo }),
      );
      expect(screen.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
    } finally {
      global.fetch = realFetch;
    }
  });

  it('offers Continue Shopping when the cart is empty', async () => {
    reloadCart();
    renderApp('/checkout');
    expect(
      await screen.findByText('Your cart is empty', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});
