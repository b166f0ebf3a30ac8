/**
 * Logs never hold a full phone number, e-mail address or street address: an address in a URL
 * query (order lookups by phone are GETs) is masked before the request line is logged.
 */
const PERSONAL_PARAMS = new Set([
  'phone',
  'customerphone',
  'email',
  'customeremail',
  'name',
  'customername',
  'address',
  'shippingaddress',
  'ordernumber',
  'reference',
]);

/** "9876543210" -> "******3210"; short values are masked whole. */
export function maskValue(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** The URL with personal query values masked: /api/orders/by-phone?phone=******3210 */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let masked = false;
  for (const [key, value] of params) {
    if (PERSONAL_PARAMS.has(key.toLowerCase())) {
      params.set(key, maskValue(value));
      masked = true;
    }
  }
  return masked ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}
