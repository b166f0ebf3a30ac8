// Uploaded product photos come in three widths under one content-addressed name
// (/images/uploads/<sha256>-<width>.webp, see the server's image-paths.ts); the product names
// the 400 px one. Any other image (the seed's SVGs) is one file for every size.

const UPLOADED = /^(\/images\/uploads\/[0-9a-f]{64})-400\.webp$/;
const WIDTHS = [160, 400, 800] as const;

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * The `src` and `srcSet` of a product image shown `displayWidth` CSS pixels wide (or as wide as
 * a card, 400 px at most): a thumbnail gets the 160 px file, a card chooses by screen density.
 */
export function productImageSources(path: string, displayWidth?: number): ImageSources {
  const match = UPLOADED.exec(path);
  if (!match) return { src: path };
  const at = (width: number) => `${match[1]}-${width}.webp`;
  if (displayWidth !== undefined && displayWidth <= 80) {
    return { src: at(160) };
  }
  return { src: at(400), srcSet: WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}
