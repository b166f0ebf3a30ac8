import { env } from '../../../../config/env';

/**
 * The order's tax invoice as a PDF, asked for with the phone and order number in the body of a
 * POST (never in a URL), as the order lookup itself proves them. Rejects with the server's own
 * words when it refuses, or a TypeError offline.
 */
export async function downloadInvoice(phone: string, orderNumber: string): Promise<Blob> {
  const response = await fetch(`${env.apiOrigin}/api/orders/invoice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, orderNumber, format: 'pdf' }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? '');
  }
  return response.blob();
}
