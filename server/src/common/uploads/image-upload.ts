import sharp from 'sharp';
import { DomainError } from '../errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const IMAGE_WORDS = {
  notAnImage: 'Please upload a photo: a JPEG, PNG or WebP image.',
  unreadable: 'This image could not be read. Please take the photo again or choose another file.',
};

/** Larger than any phone camera; a decompression bomb stops here instead of filling memory. */
const MAX_PIXELS = 50_000_000;

/** What an upload really is, from its first bytes; its name and declared type are never trusted. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * A JPEG, PNG or WebP upload decoded and drawn afresh as WebP, at most `width` pixels wide,
 * turned upright by its EXIF orientation. Only pixels survive: EXIF (with its GPS position),
 * ICC, XMP and anything appended to the file (a polyglot's second half) are left behind.
 * Anything else is refused with a message a patient or pharmacist can act on.
 */
export async function reencodeImage(
  bytes: Buffer,
  { width, quality = 80 }: { width?: number; quality?: number } = {},
): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (!sniffImage(bytes))
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', IMAGE_WORDS.notAnImage, {
      file: IMAGE_WORDS.notAnImage,
    });
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new DomainError('VALIDATION', IMAGE_WORDS.unreadable, { file: IMAGE_WORDS.unreadable });
  }
}
