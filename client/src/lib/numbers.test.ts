import { groupIndian } from './numbers';

describe('groupIndian', () => {
  it('groups as en-IN does: three digits, then twos', () => {
    for (const n of [0, 7, 999, 1000, 12345, 100000, 1234567, 987654321, -1250, -7]) {
      expect(groupIndian(n)).toBe(n.toLocaleString('en-IN'));
    }
  });
});
