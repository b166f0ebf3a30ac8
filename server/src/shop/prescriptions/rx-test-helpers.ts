import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { freshPhone } from '../../test/phones';

// Products, orders and files for the prescription and invoice tests, each test's own.

export interface RxProduct {
  id: string;
  name: string;
}

/** A product of the calling test alone, with its tax details. */
export async function rxProduct(
  dataSource: DataSource,
  {
    price = 112,
    stock = 100,
    gstRate = 12,
    hsnCode = '30049099',
    prescriptionOnly = false,
  }: {
    price?: number;
    stock?: number;
    gstRate?: number;
    hsnCode?: string | null;
    prescriptionOnly?: boolean;
  } = {},
): Promise<RxProduct> {
  const name = `Rx Test ${randomUUID().slice(0, 8)}`;
  const [row] = await dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock, gst_rate,
       hsn_code, prescription_only)
     VALUES ($1, $2, 'For the prescription and invoice tests', $3, '{}',
       (SELECT min(id) FROM category), $4, $5, $6, $7) RETURNING id`,
    [
      name.toLowerCase().replaceAll(' ', '-'),
      name,
      price,
      stock,
      gstRate,
      hsnCode,
      prescriptionOnly,
    ],
  );
  return { id: String(row.id), name };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted by the callers
type Loose = any;

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Loose; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

/** GETs JSON, typed loosely for the callers' assertions. */
export async function getLoose(url: string): Promise<Loose> {
  return (await fetch(url)).json();
}

/** Places an order over REST as checkout does; answers the order number and phone. */
export async function placeOrder(
  baseUrl: string,
  items: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: Loose; phone: string }> {
  const phone = (extra.customerPhone as string | undefined) ?? freshPhone();
  const answer = await postJson(baseUrl, '/api/orders', {
    customerName: 'Asha Devi',
    customerPhone: phone,
    shippingAddress: '12 Station Road, Vidisha',
    deliveryMethod: 'HOME_DELIVERY',
    pinCode: '464001',
    items,
    ...extra,
  });
  return { status: answer.status, body: answer.body, phone };
}

/** Uploads a file as the checkout does: the bytes as the body. */
export async function upload(
  baseUrl: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
): Promise<{ status: number; body: Loose; headers: Headers }> {
  const response = await fetch(`${baseUrl}/api/prescriptions`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

/** A small photo-like JPEG carrying EXIF (camera, GPS) as phones write it. */
export function jpegPhoto(width = 320, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 236, b: 220 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'SecretModel-42' } })
    .toBuffer();
}

export function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 4, background: '#336699' } })
    .png()
    .toBuffer();
}

/** A one-page PDF; `extra` objects are added to its catalogue (e.g. an /OpenAction). */
export function pdfDocument(catalogueExtra = '', extraObjects = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogueExtra} >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
${extraObjects}
trailer << /Root 1 0 R >>
%%EOF
`,
    'latin1',
  );
}

export const PLAIN_PDF = pdfDocument('/OpenAction [3 0 R /Fit]');
