import { env } from '../../../../config/env';

/** What the server answers for a stored prescription: a one-time token, never a URL. */
export interface PrescriptionReceipt {
  token: string;
  expiresAt: string;
  kind: 'IMAGE' | 'PDF';
}

/** A refusal the patient can act on (the server's own words), or a network failure. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly network = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const MAX_PRESCRIPTION_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * Sends the file itself as the body of POST /api/prescriptions. The server reads what the file
 * is from its bytes; the declared type only helps proxies.
 */
export async function uploadPrescription(
  file: Blob,
  signal?: AbortSignal,
): Promise<PrescriptionReceipt> {
  let response: Response;
  try {
    response = await fetch(`${env.apiOrigin}/api/prescriptions`, {
      method: 'POST',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
      signal,
    });
  } catch {
    throw new UploadError('', true);
  }
  const body = (await response.json().catch(() => null)) as
    (PrescriptionReceipt & { error?: string }) | null;
  if (!response.ok || !body?.token) throw new UploadError(body?.error ?? '');
  return { token: body.token, expiresAt: body.expiresAt, kind: body.kind };
}
