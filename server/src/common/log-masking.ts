/**
 * Logs never hold a phone number, e-mail address, name, street address, order number or booking
 * reference, whichever door a request came through: REST query strings and paths
 * (/api/appointments/APT-7K3Q9), GraphQL GETs (their `variables` JSON and literal arguments in
 * `query`), server-rendered page addresses, and error messages. Values are replaced whole: even a
 * part of an order number or reference is part of the secret that opens a patient's records.
 */

export const MASK = '***';

/** Query parameters and JSON keys (lower-cased) whose values are personal, whatever they hold. */
const PERSONAL_KEYS = new Set([
  'phone',
  'customerphone',
  'patientphone',
  'email',
  'customeremail',
  'patientemail',
  'name',
  'customername',
  'firstname',
  'lastname',
  'address',
  'shippingaddress',
  'ordernumber',
  'reference',
  'symptoms',
  'message',
  'notes',
  'code',
  // Not personal, but a secret: the WhatsApp webhook's subscription check carries it.
  'hub.verify_token',
  // The SMS provider's inbound forwarding may carry its token in the address.
  'token',
  'unlocktoken',
]);

/**
 * What gives a patient away inside any text: seven or more digits in a row (a phone, spaces
 * allowed between them), an e-mail address, an order number, a booking reference.
 */
const PERSONAL_PATTERNS = [
  /\bORD-[\w-]*/gi,
  /\bAPT-[A-Z0-9]*/gi,
  /[^\s@/?&=:;,"'<>(){}[\]]+@[^\s@/?&=:;,"'<>(){}[\]]+/g,
  /\d(?: ?\d){6,}/g,
];

/** `text` with every personal-looking part replaced. */
export function scrubText(text: string): string {
  return PERSONAL_PATTERNS.reduce((result, pattern) => result.replace(pattern, MASK), text);
}

/** A GraphQL document's literals (strings, block strings, long numbers) masked. */
function scrubDocument(document: string): string {
  // Unterminated literals count to the end: a broken document is logged too.
  const literals = /"""[\s\S]*?(?:"""|$)|"(?:[^"\\\n]|\\.)*(?:"|$)/g;
  return scrubText(document.replace(literals, `"${MASK}"`));
}

/** A JSON value with personal keys masked and every other string scrubbed. */
function scrubJson(value: unknown, key = ''): unknown {
  if (PERSONAL_KEYS.has(key.toLowerCase()) && value !== null && typeof value !== 'object') {
    return MASK;
  }
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number') return scrubText(String(value)) === String(value) ? value : MASK;
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, k)]));
  }
  return value;
}

/** GraphQL GET's `variables` or `extensions`: JSON that may not parse (then masked whole). */
function scrubJsonText(text: string): string {
  try {
    return JSON.stringify(scrubJson(JSON.parse(text)));
  } catch {
    return MASK;
  }
}

function maskParam(key: string, value: string): string {
  const name = key.toLowerCase();
  if (PERSONAL_KEYS.has(name)) return value === '' ? '' : MASK;
  if (name === 'variables' || name === 'extensions') return scrubJsonText(value);
  if (name === 'query') return scrubDocument(value);
  return scrubText(value);
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/** A path with every segment that looks personal (a booking reference, say) masked whole. */
function maskPath(path: string): string {
  return path
    .split('/')
    .map((segment, i, all) =>
      // An unsubscribe token: whoever holds it can unsubscribe that reader.
      all[i - 1] === 'unsubscribe' || scrubText(decode(segment)) !== decode(segment)
        ? MASK
        : segment,
    )
    .join('/');
}

/** One `key=value` pair, kept as sent when nothing in it is personal. */
function maskPair(pair: string): string {
  const equals = pair.indexOf('=');
  const rawKey = equals === -1 ? pair : pair.slice(0, equals);
  const key = decode(rawKey);
  const maskedKey = scrubText(key);
  if (equals === -1) return maskedKey === key ? pair : MASK;
  const value = decode(pair.slice(equals + 1));
  const masked = maskParam(key, value);
  if (maskedKey === key && masked === value) return pair;
  return `${maskedKey === key ? rawKey : MASK}=${encodeURIComponent(masked)}`;
}

/** The URL as it may be logged: /api/orders/by-phone?phone=***, /api/appointments/***?phone=*** */
export function maskUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (queryStart === -1) return maskPath(path);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map(maskPair)
    .join('&');
  return `${maskPath(path)}?${query}`;
}
