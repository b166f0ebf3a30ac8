const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** The one money format of the site: rupees with Indian digit grouping, e.g. ₹1,250.00. */
export function formatMoney(amount: number): string {
  return rupees.format(amount);
}
