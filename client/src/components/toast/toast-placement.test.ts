import { choosePlacement, overlap } from './toast-placement';

const rect = (top: number, bottom: number, left = 8, right = 352) => ({ top, bottom, left, right });
const candidates = { bottom: rect(560, 660), top: rect(72, 172) };

describe('toast placement', () => {
  it('measures shared area', () => {
    expect(overlap(rect(0, 10, 0, 10), rect(5, 20, 5, 20))).toBe(25);
    expect(overlap(rect(0, 10, 0, 10), rect(10, 20, 0, 10))).toBe(0);
  });

  it('stays at the bottom when that covers nothing it talks about', () => {
    expect(choosePlacement(candidates, [])).toBe('bottom');
    expect(choosePlacement(candidates, [rect(300, 330)])).toBe('bottom');
  });

  it('moves under the header when the bottom would cover the order number', () => {
    expect(choosePlacement(candidates, [rect(600, 630, 40, 200)])).toBe('top');
  });

  it('stays at the bottom when the top would cover more', () => {
    expect(choosePlacement(candidates, [rect(650, 670), rect(80, 170)])).toBe('bottom');
  });
});
