export const shopTexts = {
  products: {
    title: 'Our Products',
    intro: 'Healthcare products recommended by our doctors, delivered to your door.',
  },
  checkout: {
    title: 'Checkout',
    intro: 'Check your order, then tell us where to deliver it.',
  },
  orders: {
    title: 'My Orders & Appointments',
    intro: 'Enter your phone number to see your orders.',
  },
} as const;
