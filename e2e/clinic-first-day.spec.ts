import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInNewAdmin } from './admin-sign-in';
import { DEMO_CLINIC, DEMO_DOCTOR, DEMO_POST, DEMO_PRODUCT } from './demo-clinic';
import { sendFeedback } from './feedback';
import { startOwnSite, type OwnSite } from './own-site';
import { live } from './settle';
import { addStaffAccount } from './staff-accounts';

// Issue 22's end-to-end criterion, as one journey: a clinic's first day on a fresh install. A
// patient sends feedback with consent to publish; the admin signs in (second factor and all),
// gives the clinic its name, a phone and hours, adds the clinic's doctor with a weekly plan
// (before the demo data goes, so the removal must keep the clinic's own doctor), removes the demo
// data, writes and publishes a post, and approves the patient's feedback as a testimonial. The
// public site shows all of it at once (each change clears the page cache): the name on the home
// page, footer and contact page, the doctor on /doctors and with slots on the booking page, the
// post on /blog, the testimonial by first name and town, and nothing of the demo. Each run starts
// a site of its own (the removal would take the suite's demo data away), on port E2E_PORT + 9.

const port = Number(process.env.E2E_PORT ?? 4100) + 9;
const PASSWORD = 'a long first day admin passphrase';
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A clinic date `days` from today. */
const clinicDate = (days: number) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A public page as a visitor opens it right after a change: the change clears the page cache at
 * once, so the page the server sends already holds `shows` and none of `gone` (no waiting out the
 * cache's minute), and the page in the browser passes `check`.
 */
async function showsAtOnce(
  page: Page,
  url: string,
  { shows, gone }: { shows: string[]; gone: string[] },
  check: () => Promise<void>,
) {
  const html = await (await page.request.get(url)).text();
  for (const text of shows) expect(html, `${url} as the server sends it`).toContain(text);
  for (const text of gone) expect(html, `${url} as the server sends it`).not.toContain(text);
  await page.goto(url);
  await check();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`a clinic's first day on a fresh install, admin and public site, at ${viewport.width}×${viewport.height}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    let site: OwnSite | undefined;
    try {
      site = await startOwnSite(port, { CLOCK_FILE: '' });
      const { base } = site;
      const tag = `${viewport.width}${randomUUID().slice(0, 4)}`;

      // The fresh install is the demo clinic. A visitor opens the public pages now, so the page
      // cache holds the demo's: what the visitor sees later shows the changes cleared it.
      const visitorContext = await browser.newContext({ viewport });
      const visitor = await visitorContext.newPage();
      for (const [url, demo] of [
        ['/', DEMO_CLINIC],
        ['/contact', DEMO_CLINIC],
        ['/doctors', DEMO_DOCTOR],
        ['/blog', DEMO_POST],
        ['/products', DEMO_PRODUCT],
      ]) {
        const html = await (await visitor.request.get(`${base}${url}`)).text();
        expect(html, `${url} on a fresh install`).toContain(demo);
      }
      await visitor.goto(`${base}/doctors`);
      await expect(visitor.getByText(DEMO_DOCTOR).first()).toBeVisible();

      // A patient, in a browser of their own, sends feedback and consents to its publication.
      const patient = await browser.newContext({ viewport });
      const firstName = `Kamla${tag}`;
      const words = `The first day doctor listened and explained everything ${tag}.`;
      await sendFeedback(await patient.newPage(), `${firstName} Firstdaybai`, words, base);
      await patient.close();

      const email = `first-day-admin-${viewport.width}@clinic.test`;
      addStaffAccount(
        { email, name: 'First Day Admin', role: 'admin', password: PASSWORD },
        { dataDir: site.dataDir },
      );
      await signInNewAdmin(page, email, PASSWORD, base);

      // The clinic profile: name, a phone, Monday's hours.
      await page.goto(`${base}/staff/clinic`);
      await expect(page.getByRole('heading', { level: 1, name: 'Clinic profile' })).toBeVisible();
      await expect(page.getByText(/still shows the demo clinic/)).toBeVisible();
      const clinic = `Narmada First Day Clinic ${tag}`;
      await page.getByRole('textbox', { name: /^Clinic name( \*)?$/ }).fill(clinic);
      await page.getByRole('textbox', { name: /^Phone 1: number/ }).fill('9123455509');
      await page.getByRole('textbox', { name: 'Monday opens' }).fill('09:15');
      await page.getByRole('textbox', { name: 'Monday closes' }).fill('17:30');
      await page.getByRole('button', { name: 'Save the profile' }).click();
      await expect(page.getByText('Saved. The site shows the new profile.')).toBeVisible();

      // The clinic's own doctor, with a weekly plan: every day 10:00 to 13:00 in half hours.
      const doctor = `Dr. Firstday Tiwari ${tag}`;
      await page.goto(`${base}/staff/doctors`);
      await page.getByRole('link', { name: 'Add a doctor' }).click();
      await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(doctor);
      await page.getByRole('textbox', { name: /^Specialization\s*\*?$/ }).fill('Proctology');
      await page.getByRole('textbox', { name: /^Qualification\s*\*?$/ }).fill('MBBS, MS');
      await page.getByRole('textbox', { name: /^Registration number/ }).fill(`MP/FD/${tag}`);
      await page.getByRole('textbox', { name: /^Consultation fee/ }).fill('400');
      await page.getByRole('textbox', { name: /^Bio\s*\*?$/ }).fill('Treats piles with care.');
      await page.getByRole('checkbox', { name: 'Piles' }).check();
      await page.getByRole('button', { name: 'Add doctor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: doctor })).toBeVisible();
      const doctorId = new URL(page.url()).pathname.split('/').pop()!;
      const plan = page.getByRole('region', { name: 'Working plan' });
      await plan.getByRole('textbox', { name: 'Slot length (minutes)' }).fill('30');
      for (const day of DAYS) {
        await plan.getByRole('checkbox', { name: `Works on ${day}` }).check();
        await plan.getByLabel(`${day} start`).fill('10:00');
        await plan.getByLabel(`${day} end`).fill('13:00');
      }
      await plan.getByRole('button', { name: 'Save working plan' }).click();
      await expect(plan.getByRole('status')).toHaveText(
        'Working plan saved. The public slots show it now.',
      );

      // The demo data goes; the clinic's own doctor and the patient's feedback stay.
      await page.goto(`${base}/staff/clinic`);
      await page.getByRole('button', { name: 'Remove the demo data…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove the demo data?' });
      await expect(dialog).toContainText(/\d+ doctors, \d+ products/);
      await dialog.getByRole('button', { name: 'Remove the demo data' }).click();
      await expect(page.getByText(/^Removed \d+ doctors/)).toBeVisible();
      await expect(page.getByText(/still shows the demo clinic/)).toHaveCount(0);
      await page.goto(`${base}/staff/doctors`);
      await expect(page.getByText(doctor).first()).toBeVisible();
      await expect(page.getByText(DEMO_DOCTOR)).toHaveCount(0);

      // A post, written in Markdown and published.
      const title = `Our first week ${tag}`;
      const slug = `our-first-week-${tag}`;
      await page.goto(`${base}/staff/posts`);
      await page.getByRole('link', { name: 'New post' }).click();
      await expect(page).toHaveURL(/\/staff\/posts\/new$/);
      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await expect(page.getByRole('textbox', { name: /^Web address/ })).toHaveValue(slug);
      await page
        .getByRole('textbox', { name: /^Excerpt/ })
        .fill('What the clinic does on a first visit.');
      await page
        .getByRole('textbox', { name: /^Body \(Markdown\)/ })
        .fill('# A first visit\n\nBring your **old reports** and a list of medicines.');
      const preview = page.getByRole('region', { name: /^Body \(Markdown\): Preview/ });
      await expect(preview.getByRole('heading', { level: 2, name: 'A first visit' })).toBeVisible();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page).toHaveURL(/\/staff\/posts\/\d+$/);
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Published/ })).toBeVisible();

      // The patient's feedback, approved as a testimonial (first name and town).
      const town = viewport.width > 600 ? 'Hoshangabad' : 'Itarsi';
      await page.goto(`${base}/staff/inbox`);
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      const item = page.getByTestId('inbox-item').filter({ hasText: `${firstName} Firstdaybai` });
      await item.getByRole('button', { name: `Open: ${firstName} Firstdaybai` }).click();
      await expect(item.getByText(words)).toBeVisible();
      await item.getByLabel('Town shown').fill(town);
      await item.getByRole('button', { name: 'Approve as testimonial' }).click();
      await expect(item.getByRole('button', { name: 'Withdraw testimonial' })).toBeVisible();

      // The public site, as a visitor sees it: all of it, at once, and nothing of the demo.
      await showsAtOnce(
        visitor,
        `${base}/`,
        { shows: [clinic, firstName], gone: [DEMO_CLINIC] },
        async () => {
          await expect(visitor.locator('footer')).toContainText(clinic);
        },
      );
      await live(visitor);
      await expect(visitor.locator('body')).not.toContainText(DEMO_CLINIC);
      const caption = visitor.getByText(`${firstName}, ${town}`);
      await caption.scrollIntoViewIfNeeded();
      await expect(caption).toBeVisible();
      await expect(visitor.getByText(`“${words}”`)).toBeVisible();
      await expect(visitor.getByText('Firstdaybai')).toHaveCount(0);
      const overflow = await visitor.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await showsAtOnce(
        visitor,
        `${base}/contact`,
        { shows: [clinic], gone: [DEMO_CLINIC] },
        async () => {
          await expect(visitor.locator('main')).toContainText(clinic);
        },
      );
      await expect(visitor.locator('main')).toContainText('+91 91234 55509');
      await expect(visitor.locator('main')).toContainText('Mon: 9:15 am – 5:30 pm');
      await expect(visitor.locator('body')).not.toContainText(DEMO_CLINIC);

      await showsAtOnce(
        visitor,
        `${base}/doctors`,
        { shows: [doctor], gone: [DEMO_DOCTOR] },
        async () => {
          await expect(visitor.getByRole('heading', { level: 2, name: doctor })).toBeVisible();
        },
      );
      await expect(visitor.locator('body')).not.toContainText(DEMO_DOCTOR);

      await visitor.goto(`${base}/book-appointment?doctorId=${doctorId}`);
      await expect(visitor.getByText('Checking the booking service...')).toHaveCount(0);
      const doctors = visitor.getByRole('combobox', { name: /^Preferred Doctor/ });
      await expect(doctors).toContainText(doctor);
      await doctors.click();
      await expect(visitor.getByRole('listbox')).toContainText(doctor);
      await expect(visitor.getByRole('listbox')).not.toContainText(DEMO_DOCTOR);
      await visitor.keyboard.press('Escape');
      await visitor.getByLabel(/^Appointment Date/).fill(clinicDate(3));
      const time = visitor.getByRole('combobox', { name: /^Preferred Time/ });
      await expect(time).not.toHaveAttribute('aria-disabled', 'true');
      await time.click();
      await expect(
        visitor.getByRole('listbox').getByRole('option', { disabled: false }),
      ).toHaveText(['10:00 am', '10:30 am', '11:00 am', '11:30 am', '12:00 pm', '12:30 pm']);
      await visitor.keyboard.press('Escape');

      await showsAtOnce(
        visitor,
        `${base}/blog`,
        { shows: [title], gone: [DEMO_POST] },
        async () => {
          await expect(visitor.getByRole('link', { name: `Read More: ${title}` })).toBeVisible();
        },
      );
      await expect(visitor.locator('body')).not.toContainText(DEMO_POST);
      await visitor.getByRole('link', { name: `Read More: ${title}` }).click();
      await expect(visitor).toHaveURL(`${base}/blog/${slug}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

      await showsAtOnce(
        visitor,
        `${base}/products`,
        { shows: [], gone: [DEMO_PRODUCT] },
        async () => {
          await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
        },
      );
      await expect(visitor.locator('body')).not.toContainText(DEMO_PRODUCT);
      await visitorContext.close();
    } finally {
      await site?.stop();
    }
  });
}
