import { expect, test, type Locator, type Page } from '@playwright/test';
import { live } from './settle';

// Notices at phone size: an error goes once it is fixed or the form succeeds, a phone shows at
// most two, and none covers what it talks about (the order number, the booking reference).

test.use({ viewport: { width: 360, height: 740 } });

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
// Dr. Rajesh Sharma (seed): Monday to Saturday, off on these holidays every year (his demo leave
// day lies 17 or more days ahead, beyond the dates this journey picks).
const RAJESH_HOLIDAYS = ['12-25', '01-26', '03-22'];

/**
 * A Saturday at least nine days ahead that he consults on: away from other journeys' dates (the
 * no-slots journey fills his first weekday nine or more days ahead; the others book within a
 * week), so a free time is always left whatever day the run falls on.
 */
function consultingDate(): string {
  for (let days = 9; ; days += 1) {
    const date = new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
    const saturday = new Date(`${date}T00:00:00Z`).getUTCDay() === 6;
    if (saturday && !RAJESH_HOLIDAYS.includes(date.slice(5))) return date;
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The notices a patient can see now. */
function visibleNotices(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' }).locator('li:visible');
}

/** How much of `target` the visible notices cover, in square pixels; null with none to see. */
async function coveredArea(page: Page, target: Locator): Promise<number | null> {
  const box = await target.boundingBox();
  const notices = await visibleNotices(page).all();
  if (!box || notices.length === 0) return null;
  let area = 0;
  for (const notice of notices) {
    const noticeBox = await notice.boundingBox();
    if (noticeBox) area += overlap(box, noticeBox);
  }
  return area;
}

test('a fixed checkout error goes, and the notices leave the order number in view', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/products?q=ointment');
  await live(page);
  await page
    .getByRole('article', { name: 'Haemorrhoid Relief Ointment 30 g' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/checkout');
  await live(page);

  const notifications = page.getByRole('region', { name: 'Notifications' });
  const place = page.getByRole('button', { name: /^Place Order/ });
  await place.click();
  await expect(notifications).toContainText('Please enter your full name');

  await page.getByLabel('Full Name').fill('Asha Devi');
  await page.getByLabel('Email Address').fill('asha@example.in');
  // A phone no other journey uses: the shop journey counts the orders of its own.
  await page.getByLabel('Phone Number').fill(`8${String(Date.now()).slice(-9)}`);
  await page.getByLabel('PIN Code').fill('464001');
  await page.getByLabel('Shipping Address').fill('12 Station Road, Vidisha');
  await place.click();

  const orderNumber = page
    .locator('main')
    .getByText(/ORD-\d{8}-\d{4}/)
    .first();
  await expect(orderNumber).toBeVisible();
  await expect(notifications).not.toContainText('Please enter your full name');
  await expect(visibleNotices(page)).not.toHaveCount(0);
  expect(await visibleNotices(page).count()).toBeLessThanOrEqual(2);
  await expect(orderNumber).toBeInViewport();
  await expect.poll(() => coveredArea(page, orderNumber)).toBe(0);
});

test('typing in the field an error is about takes the error away', async ({ page }) => {
  await page.goto('/products?q=ointment');
  await live(page);
  await page
    .getByRole('article', { name: 'Haemorrhoid Relief Ointment 30 g' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.goto('/checkout');
  await live(page);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(notifications).toContainText('Please enter your full name');
  await page.getByLabel('Full Name').fill('Asha Devi');
  await expect(notifications).not.toContainText('Please enter your full name');
});

test('the booking success notice does not cover the booking reference', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await live(page);
  const doctors = page.getByRole('region', { name: 'Meet Our Doctors' });
  await doctors.getByRole('link', { name: 'Book Consultation, Dr. Rajesh Sharma' }).click();
  await expect(page).toHaveURL(/\/book-appointment\?doctorId=\d+$/);
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Rajesh Sharma',
  );
  await page.getByLabel(/^Appointment Date/).fill(consultingDate());
  const time = page.getByRole('combobox', { name: /^Preferred Time/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
  await time.click();
  await page
    .getByRole('listbox')
    .locator('[role="option"]:not([aria-disabled="true"])')
    .first()
    .click();
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Asha Devi');
  // A phone of its own: one patient books one time a day with a doctor, and data may outlive a run.
  const phone = `9${String(Date.now()).slice(-9)}`;
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill(phone);
  await page.getByRole('button', { name: 'Book Appointment Now' }).click();

  const reference = page
    .locator('main')
    .getByText(/^APT-[A-Z0-9]{5}$/)
    .first();
  await expect(reference).toBeVisible();
  await expect(page.getByText('Appointment Booked Successfully!')).toBeVisible();
  expect(await visibleNotices(page).count()).toBeLessThanOrEqual(2);
  await expect(reference).toBeInViewport();
  await expect.poll(() => coveredArea(page, reference)).toBe(0);

  // Scrolled so the reference sits low on the screen, where notices usually show: they move.
  await reference.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().top - (window.innerHeight - 150)),
  );
  await expect(page.getByText('Appointment Booked Successfully!')).toBeVisible();
  await expect(reference).toBeInViewport();
  await expect.poll(() => coveredArea(page, reference)).toBe(0);
});
