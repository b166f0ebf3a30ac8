// Words of the failed messages page (admin, reception for bookings, pharmacy for orders).

export const failedTexts = {
  title: 'Failed messages',
  intro:
    'Messages every try of which failed, the last to fail first. Retry sends one again once the cause is fixed.',
  none: 'No failed messages. Everything went out.',
  loading: 'Loading failed messages…',
  failed: 'The failed messages could not be loaded.',
  retry: 'Try again',
  booking: (reference: string) => `Booking ${reference}`,
  order: (orderNumber: string) => `Order ${orderNumber}`,
  newer: 'Newer',
  older: 'Older',
  page: (page: number) => `Page ${page}`,
} as const;
