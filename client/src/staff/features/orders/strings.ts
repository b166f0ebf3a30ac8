// Words of the pharmacy's desk, which the next issue builds.

export const ordersTexts = {
  title: 'Orders',
  comesNext: 'Orders desk comes next.',
} as const;
