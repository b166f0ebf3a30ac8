import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('counts an IPv4 client by its address, however it is written', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = addressGroup('2001:db8:1:2:aaaa::1');
    const b = addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff');
    expect(a).toBe(b);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(a);
  });

  it('keeps anything that is not an address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
