import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addToCart } from './cart-steps';
import { live } from './settle';
import { addStaffAccount } from './staff-accounts';

// The pharmacy's side of an order, end to end: a patient orders a prescription-only medicine with
// a photo of the prescription; the pharmacist approves it, packs the order (and prints its slip),
// sends it out, takes the cash at the door and prints the tax invoice; the patient's lookup
// shows the order delivered and hands over the invoice.

const PASSWORD = 'a long pharmacy passphrase';
const REGISTRATION = 'MPSPC/12345';
const LACTULOSE = 'Lactulose Stool Softener Solution 200 ml';

/** A phone photo of a prescription: a real JPEG, as a camera makes one. */
function prescriptionPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 250, g: 248, b: 240 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="900" height="1200"><text x="60" y="120" font-size="48">Rx: Lactulose 10 ml</text></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function placePrescriptionOrder(page: Page, phone: string): Promise<string> {
  await addToCart(page, 'lactulose', LACTULOSE);
  await page.goto('/checkout');
  await live(page);
  await page.getByLabel('Full Name').fill('Asha Devi');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('PIN Code').fill('464001');
  await page.getByLabel('Shipping Address').fill('12 Station Road, Vidisha');
  const prescription = page.getByRole('region', { name: 'Prescription' });
  const chooser = page.waitForEvent('filechooser');
  await prescription.getByRole('button', { name: 'Attach prescription' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'prescription.jpg',
    mimeType: 'image/jpeg',
    buffer: await prescriptionPhoto(),
  });
  await expect(prescription.getByText(/Attached: prescription\.jpg/)).toBeVisible();
  await page.getByRole('button', { name: /^Place Order · ₹/ }).click();
  await expect(page.getByText('Order Placed!')).toBeVisible();
  const placed = await page.getByText(/^Your order number is ORD-[0-9-]+$/).textContent();
  return placed!.match(/ORD-[0-9-]+/)![0];
}

async function signIn(page: Page, email: string) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`a prescription order from checkout to invoice at ${viewport.width}×${viewport.height}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const phone = `97${String(Date.now()).slice(-8)}`;
    const orderNumber = await placePrescriptionOrder(page, phone);

    // The pharmacist's own browser.
    const email = `pharmacy-${viewport.width}-${Date.now()}@clinic.test`;
    addStaffAccount({
      email,
      name: 'Priya Pharmacist',
      role: 'pharmacy',
      password: PASSWORD,
      registration: REGISTRATION,
    });
    const desk = await browser.newContext({ viewport });
    const staff = await desk.newPage();
    await signIn(staff, email);

    // The board finds the order; its page says the prescription waits.
    await staff.getByLabel('Order number, phone or name').fill(orderNumber);
    await staff.getByRole('button', { name: 'Find' }).click();
    await staff.getByRole('link', { name: new RegExp(orderNumber) }).click();
    await expect(staff.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
    await expect(staff.getByText('Prescription to check')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Start packing' })).toHaveCount(0);

    // Approve it, having seen the photo.
    await staff.getByRole('link', { name: 'Check the prescription' }).click();
    const photo = staff.getByRole('img', { name: `Prescription for order ${orderNumber}` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await staff.getByLabel('Your pharmacist registration number').fill(REGISTRATION);
    await staff.getByRole('button', { name: 'Approve prescription' }).click();
    await expect(staff.getByText(`Prescription of ${orderNumber} approved.`)).toBeVisible();

    // Pack it and print its slip.
    await staff.goto(`/staff/orders/${orderNumber}`);
    await staff.getByRole('button', { name: 'Start packing' }).click();
    await expect(staff.getByText('Order marked packing.')).toBeVisible();
    await staff.getByRole('link', { name: 'Packing slip' }).click();
    await expect(staff.getByText(orderNumber).first()).toBeVisible();
    await expect(staff.getByRole('img', { name: `QR code of order ${orderNumber}` })).toBeVisible();
    await expect(staff.getByText(LACTULOSE)).toBeVisible();
    await expect(staff.getByText('12 Station Road, Vidisha')).toBeVisible();
    await staff.emulateMedia({ media: 'print' });
    // On paper: the slip without the console around it.
    await expect(staff.getByRole('navigation')).toBeHidden();
    await expect(staff.getByRole('img', { name: `QR code of order ${orderNumber}` })).toBeVisible();
    await staff.emulateMedia({ media: 'screen' });
    await staff.getByRole('link', { name: 'Back to the order' }).click();

    // Out for delivery, then the cash at the door marks it delivered.
    await staff.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(staff.getByText('Order marked out for delivery.')).toBeVisible();
    const payment = staff.getByRole('form', { name: 'Record payment' });
    const due = (await payment.getByText(/The amount due is ₹/).textContent())!.match(
      /₹([\d,]+\.\d{2})/,
    )![1];
    await payment.getByRole('radio', { name: 'Cash' }).check();
    await payment.getByLabel('Amount collected (₹)').fill(due.replaceAll(',', ''));
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(staff.getByText(`Paid ₹${due} by Cash, taken by Priya Pharmacist`)).toBeVisible();

    // The tax invoice, printable.
    const opened = desk.waitForEvent('page');
    await staff.getByRole('link', { name: 'Tax invoice (print)' }).click();
    const invoice = await opened;
    await expect(invoice.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(invoice.locator('body')).toContainText(orderNumber);
    await expect(invoice.locator('body')).toContainText('GSTIN');
    await expect(invoice.locator('body')).toContainText('Reverse charge: No');
    await expect(invoice.locator('body')).toContainText('30049099');
    await desk.close();

    // The patient: delivered, the prescription approved, and the invoice to keep.
    await page.goto('/orders');
    await live(page);
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Order Number (optional)').fill(orderNumber);
    await page.getByRole('button', { name: 'Find Specific Order' }).click();
    const card = page.getByRole('region', { name: 'Your orders' }).getByRole('article');
    await expect(card).toContainText('Delivered');
    await expect(card).toContainText('Prescription: approved');
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download tax invoice (PDF)' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^invoice-.*\.pdf$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
  });
}
