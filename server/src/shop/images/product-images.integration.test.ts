import sharp from 'sharp';
import { UPLOAD_WORDS } from '../../common/uploads/upload-body';
import { IMAGE_WORDS } from '../../common/uploads/image-upload';
import {
  CREATE_PRODUCT,
  deskCaller,
  productInput,
  someCategory,
  type DeskCaller,
  hideDeskProducts,
} from '../../test/pharmacy';
import { startStaffApp, type StaffApp } from '../../test/staff';
import { graphql } from '../../test/test-app';

// Product photos through the staff REST door as the console sends them (the file as the body):
// re-encoded to WebP at the shop's widths without metadata, stored in PostgreSQL, served under
// their hash with a year's immutable cache; anything that is not a photo refused, nothing stored.

/** A phone photo: a JPEG with the camera's make and where it was taken (EXIF GPS). */
async function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg({ quality: 90 })
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
}

/** The upload's answer, asserted field by field below. */
interface Answer {
  path: string;
  widths: { width: number; path: string }[];
  images: string[];
  error?: string;
  fields?: Record<string, string>;
}

/** Whether EXIF holds a GPS block (tag 0x8825, either byte order). */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('product photos', () => {
  let app: StaffApp;
  let desk: DeskCaller;
  let productId: string;
  let slug: string;

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1000 });
    desk = await deskCaller(app, 'pharmacy');
    const input = productInput(await someCategory(app));
    const created = (await desk.call(CREATE_PRODUCT, { input })).data.createProduct;
    productId = created.id;
    slug = created.slug;
  });
  afterAll(async () => {
    await hideDeskProducts(app.dataSource);
    await app.close();
  });

  const upload = (
    body: Buffer,
    {
      cookie = desk.cookie,
      origin = app.url,
      id = productId,
    }: { cookie?: string | null; origin?: string | null; id?: string } = {},
  ) =>
    fetch(`${app.url}/staff/api/products/${id}/images`, {
      method: 'POST',
      headers: {
        'content-type': 'image/jpeg',
        ...(cookie ? { cookie } : {}),
        ...(origin ? { origin } : {}),
      },
      body,
    });
  const stored = async () =>
    (await app.dataSource.query(`SELECT count(*)::int AS n FROM product_image`))[0].n as number;
  const imagesOf = async (id = productId) =>
    (await app.dataSource.query(`SELECT images FROM product WHERE id = $1`, [id]))[0]
      .images as string[];

  it('re-encodes a phone photo to WebP at every width, without its EXIF, served immutable', async () => {
    const photo = await phonePhoto();
    const exif = (await sharp(photo).metadata()).exif!;
    expect(exif.includes(Buffer.from('PhoneCo'))).toBe(true);
    expect(hasGpsTag(exif)).toBe(true);

    const response = await upload(photo);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Answer;
    expect(body.path).toMatch(/^\/images\/uploads\/[0-9a-f]{64}-400\.webp$/);
    expect(body.widths.map((w: { width: number }) => w.width)).toEqual([160, 400, 800]);
    expect(body.images).toEqual([body.path]);
    expect(await imagesOf()).toEqual([body.path]);

    for (const { width, path } of body.widths as { width: number; path: string }[]) {
      const served = await fetch(`${app.url}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    }

    const audit = await app.dataSource.query(
      `SELECT actor_name, before, after FROM audit_entry
       WHERE record_type = 'product' AND record_id = $1 AND action = 'product.image.add'`,
      [productId],
    );
    expect(audit).toEqual([
      { actor_name: desk.name, before: { images: [] }, after: { images: [body.path] } },
    ]);

    // The public catalogue names the new image (within its minute of cache).
    const shop = await graphql(
      app.url,
      `
        query P($slug: String!) {
          product(slug: $slug) {
            images
          }
        }
      `,
      {
        slug,
      },
    );
    expect(shop.data!.product.images).toEqual([body.path]);

    // The same photo again is the same image, stored once.
    const count = await stored();
    const again = await upload(photo);
    expect(((await again.json()) as Answer).images).toEqual([body.path]);
    expect(await stored()).toBe(count);
  });

  it('keeps a small photo at its own size', async () => {
    const response = await upload(await phonePhoto(300, 300));
    const body = (await response.json()) as Answer;
    const served = await fetch(`${app.url}${body.widths[2].path}`);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(300);
  });

  it('refuses a file over 5 MB with 413, storing nothing', async () => {
    const count = await stored();
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Answer).error).toBe(UPLOAD_WORDS.tooLarge);
    expect(await stored()).toBe(count);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('Just some words, not a photo at all.\n')],
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF')],
  ])('refuses %s with 415, storing nothing', async (_label, body) => {
    const count = await stored();
    const before = await imagesOf();
    const response = await upload(body);
    expect(response.status).toBe(415);
    expect((await response.json()) as Answer).toMatchObject({
      error: IMAGE_WORDS.notAnImage,
      fields: { file: IMAGE_WORDS.notAnImage },
    });
    expect(await stored()).toBe(count);
    expect(await imagesOf()).toEqual(before);
  });

  it('refuses a JPEG that is only its first bytes', async () => {
    const response = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).error).toBe(IMAGE_WORDS.unreadable);
  });

  it('refuses anyone signed out, reception, doctors and other sites', async () => {
    const photo = await phonePhoto(200, 200);
    const count = await stored();
    expect((await upload(photo, { cookie: null })).status).toBe(401);
    for (const role of ['reception', 'doctor'] as const) {
      const other = await deskCaller(app, role);
      expect((await upload(photo, { cookie: other.cookie })).status).toBe(403);
    }
    expect((await upload(photo, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload(photo, { origin: null })).status).toBe(403);
    expect(await stored()).toBe(count);
    const admin = await deskCaller(app, 'admin');
    expect((await upload(photo, { cookie: admin.cookie })).status).toBe(201);
  });

  it('answers 404 for a product or an image that does not exist', async () => {
    expect((await upload(await phonePhoto(200, 200), { id: '999999999' })).status).toBe(404);
    expect((await fetch(`${app.url}/images/uploads/${'0'.repeat(64)}-400.webp`)).status).toBe(404);
  });
});
