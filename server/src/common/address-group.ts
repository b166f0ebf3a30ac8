import ipaddr from 'ipaddr.js';

/**
 * The key that counts one client in per-client limits. An IPv4 address is one client (a carrier's
 * NAT shares it, which the limits allow for); an IPv6 subscriber is handed a whole /64, so every
 * address in it is the same client, or rotating addresses inside it would multiply any allowance.
 * IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as its IPv4 address.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
