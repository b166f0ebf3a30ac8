import { productFormTexts as t } from '../strings';

export interface UploadedImage {
  path: string;
  widths: { width: number; path: string }[];
  images: string[];
}

/** A refusal the server explained, or a failure to reach it. */
export class UploadError extends Error {}

/**
 * Sends a photo as the request's body (no multipart) to the staff upload route; the session
 * cookie goes with it. Answers the product's images afterwards, or throws the server's words.
 */
export async function uploadProductImage(productId: string, file: File): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch(`/staff/api/products/${encodeURIComponent(productId)}/images`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new UploadError(t.uploadFailed);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string } & UploadedImage;
  if (!response.ok) {
    if (response.status === 413) throw new UploadError(t.tooLarge);
    throw new UploadError(body.error ?? t.uploadFailed);
  }
  return body;
}
