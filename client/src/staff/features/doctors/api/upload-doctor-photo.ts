import { doctorTexts as t } from '../strings';

/** A refusal the server explained, or a failure to reach it. */
export class PhotoUploadError extends Error {}

/**
 * Sends a photo as the request's body (no multipart) to the staff upload route; the session
 * cookie goes with it. Answers the photo's path, or throws the server's words.
 */
export async function uploadDoctorPhoto(doctorId: string, file: File): Promise<{ path: string }> {
  let response: Response;
  try {
    response = await fetch(`/staff/api/doctors/${encodeURIComponent(doctorId)}/photo`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new PhotoUploadError(t.photoFailed);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string; path?: string };
  if (!response.ok || !body.path) {
    if (response.status === 413) throw new PhotoUploadError(t.photoTooLarge);
    throw new PhotoUploadError(body.error ?? t.photoFailed);
  }
  return { path: body.path };
}
