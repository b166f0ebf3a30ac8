import { formatPlacedAt, statusColour, statusLabel } from './order-status';

describe('order status', () => {
  it.each([
    ['PENDING', 'Pending', 'warning'],
    ['processing', 'Processing', 'info'],
    ['Shipped', 'Shipped', 'primary'],
    ['DELIVERED', 'Delivered', 'success'],
    ['CANCELLED', 'Cancelled', 'error'],
    ['ON_HOLD', 'On_hold', 'default'],
  ])('%s reads %s with colour %s', (status, label, colour) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusColour(status)).toBe(colour);
  });

  it('shows the placed time in clinic time, en-IN', () => {
    expect(formatPlacedAt('2026-11-21T20:00:00Z')).toBe('Sun, 22 Nov 2026, 1:30 am');
  });
});
