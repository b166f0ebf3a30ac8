/**
 * A fresh idempotency key: a UUID where the browser offers one (crypto.randomUUID exists only in
 * secure contexts, https or localhost), else time and randomness, which the server accepts too.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const random = () => Math.random().toString(36).slice(2);
  return `${Date.now().toString(36)}-${random()}-${random()}`;
}
