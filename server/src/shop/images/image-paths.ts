// Where uploaded product photos live: one content-addressed path per width, so the bytes behind a
// path never change and can be cached for a year. The shop's cards are 400 px wide at most on a
// phone (800 px on a sharp screen); the cart and checkout show 48-64 px thumbnails (160 px).

export const PRODUCT_IMAGE_WIDTHS = [160, 400, 800] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** The width whose path goes into product.images (the card's own size). */
export const MAIN_IMAGE_WIDTH: ProductImageWidth = 400;

export const UPLOADED_IMAGE_PATH = /^\/images\/uploads\/([0-9a-f]{64})-(\d{2,4})\.webp$/;

export const uploadedImagePath = (sha256: string, width: number) =>
  `/images/uploads/${sha256}-${width}.webp`;

/** The upload and width a path names, or null for any other path (a seed SVG...). */
export function parseUploadedImage(path: string): { sha256: string; width: number } | null {
  const match = UPLOADED_IMAGE_PATH.exec(path);
  return match ? { sha256: match[1], width: Number(match[2]) } : null;
}
