import { formatPlacedAt, statusColour, statusLabel } from './order-status';

/** Reads a message id back, with its values, as a catalogue's `_` would be called. */
const ids = (id: string) => id;

describe('order status', () => {
  it.each([
    ['PENDING', 'order.statuses.PENDING', 'warning'],
    ['processing', 'order.statuses.PROCESSING', 'info'],
    ['Shipped', 'order.statuses.SHIPPED', 'primary'],
    ['DELIVERED', 'order.statuses.DELIVERED', 'success'],
    ['CANCELLED', 'order.statuses.CANCELLED', 'error'],
    ['ON_HOLD', 'On_hold', 'default'],
  ])('%s reads %s with colour %s', (status, label, colour) => {
    expect(statusLabel(status, ids)).toBe(label);
    expect(statusColour(status)).toBe(colour);
  });

  it('shows the placed time in clinic time, en-IN', () => {
    expect(formatPlacedAt('en', '2026-11-21T20:00:00Z')).toEqual({
      date: 'Sun, 22 Nov 2026',
      time: '1:30 am',
    });
  });

  it('shows the placed time in Hindi as patients read it', () => {
    expect(formatPlacedAt('hi', '2026-11-21T20:00:00Z')).toEqual({
      date: '22 नवंबर 2026',
      time: expect.stringMatching(/^रात 1:30$/),
    });
  });
});
