import { postFormTexts as t } from '../strings';

export interface UploadedBlogImage {
  path: string;
  widths: { width: number; path: string }[];
}

/** A refusal the server explained, or a failure to reach it. */
export class BlogUploadError extends Error {}

/** Sends an image as the request's body to the blog desk's upload route; answers its path. */
export async function uploadBlogImage(file: File): Promise<UploadedBlogImage> {
  let response: Response;
  try {
    response = await fetch('/staff/api/blog/images', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new BlogUploadError(t.uploadFailed);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string } & UploadedBlogImage;
  if (!response.ok) {
    if (response.status === 413) throw new BlogUploadError(t.tooLarge);
    throw new BlogUploadError(body.error ?? t.uploadFailed);
  }
  return body;
}
