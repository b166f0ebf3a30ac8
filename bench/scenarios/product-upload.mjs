// The pharmacy desk's product photo upload (POST /staff/api/products/:id/images, the file as the
// body): a 4 MB phone photo (12 megapixels of noisy detail with EXIF, as a phone camera writes
// it) sniffed, re-encoded to WebP at 160, 400 and 800 px without its metadata, and stored in
// PostgreSQL, one upload at a time as a pharmacist sends them; every upload is new bytes (a
// JPEG comment with its number), so each is decoded, encoded and stored afresh. Issue 19's
// target: under 1 s.
import { staffSession } from '../data/staff-session.mjs';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET_BYTES = 4 * 1024 * 1024;

/** A deterministic pseudo-random stream, so every run uploads the same photos. */
function noise(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state >>> 24;
  };
}

/**
 * A photo-like JPEG of about 4 MB: smooth colour gradients (a shelf, a box) under sensor noise,
 * encoded at the quality that lands nearest 4 MB, with the camera's EXIF and a GPS position.
 */
async function phonePhoto(seed) {
  const next = noise(seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      const n = next() - 128;
      pixels[i] = Math.max(0, Math.min(255, ((x * 255) / WIDTH + n * 0.35) | 0));
      pixels[i + 1] = Math.max(0, Math.min(255, ((y * 255) / HEIGHT + n * 0.3) | 0));
      pixels[i + 2] = Math.max(
        0,
        Math.min(255, (128 + 60 * Math.sin(x / 90 + y / 140) + n * 0.4) | 0),
      );
    }
  }
  const encode = (quality) =>
    sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Budget 5G' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '23/1 31/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 48/1 0/1',
        },
      })
      .toBuffer();
  let best;
  for (let quality = 70; quality <= 96; quality += 1) {
    const bytes = await encode(quality);
    if (!best || Math.abs(bytes.length - TARGET_BYTES) < Math.abs(best.length - TARGET_BYTES))
      best = bytes;
    if (bytes.length > TARGET_BYTES) break;
  }
  return best;
}

/**
 * The photo with a JPEG comment naming the request: other bytes (so another SHA-256, stored
 * anew, as every real upload is), the same pixels.
 */
function unique(photo, n) {
  const text = Buffer.from(`bench upload ${n}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    photo.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    photo.subarray(2),
  ]);
}

export default {
  name: 'product-upload',
  operation: 'POST /staff/api/products/:id/images (4 MB JPEG)',
  // One pharmacist, one photo at a time: the figure is how long the desk waits for one.
  connections: 1,
  async prepare({ query }) {
    // Each upload goes to the next of 1,000 products (a product holds at most 8 images).
    const products = (await query(`SELECT id FROM product ORDER BY id LIMIT 1000`)).map(
      (r) => r.id,
    );
    const photos = await Promise.all([1, 2, 3].map(phonePhoto));
    console.log(
      `product-upload: photos of ${photos.map((p) => (p.length / 1048576).toFixed(2)).join(', ')} MB`,
    );
    return {
      token: await staffSession(query, {
        email: 'upload-bench@clinic.test',
        name: 'Upload Bench',
        role: 'pharmacy',
      }),
      products,
      photos,
    };
  },
  request: ({ token, products, photos }, n) => ({
    path: `/staff/api/products/${products[n % products.length]}/images`,
    headers: {
      cookie: `staff_session=${token}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'image/jpeg',
    },
    rawBody: unique(photos[n % photos.length], n),
  }),
};
