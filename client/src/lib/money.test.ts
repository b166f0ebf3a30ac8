import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatMoney(1250)).toBe('₹1,250.00');
    expect(formatMoney(125000)).toBe('₹1,25,000.00');
    expect(formatMoney(0)).toBe('₹0.00');
  });

  it('writes exactly what Intl would for en-IN rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const amounts = [
      0, 0.5, 1, 9.99, 99.995, 100, 999, 1000, 1250.5, 12345.67, 99999.99, 100000, 1234567.89,
      123456789, 9876543210.12, 0.004, -1250,
    ];
    for (const amount of amounts) expect(formatMoney(amount)).toBe(intl.format(amount));
  });
});
