import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatMoney(1250)).toBe('₹1,250.00');
    expect(formatMoney(125000)).toBe('₹1,25,000.00');
    expect(formatMoney(0)).toBe('₹0.00');
  });
});
