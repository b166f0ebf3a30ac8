import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { moveServerClockTo, resetServerClock } from './server-clock';
import { addStaffAccount } from './staff-accounts';

// A reception morning, end to end: bookings made through the public site appear on the desk,
// reception confirms, marks arrived and completed, marks a no-show after its time, adds a
// walk-in and calls it, reschedules; the patient's manage page and /queue/<doctor> show it.
// The server's and the browser's clocks start the morning at 9:00 tomorrow, clinic time, so the
// journey has a day of free slots whenever it runs, and move on past a booking's start for the
// no-show.

const PASSWORD = 'a long reception passphrase';

async function gql<T>(request: APIRequestContext, query: string, variables: object): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data as T;
}

interface Slot {
  time: string;
  available: boolean;
}

/** Books a doctor's free slots of a date through the public API, as patients do. */
async function bookOnline(request: APIRequestContext, date: string, names: string[]) {
  const { doctors } = await gql<{ doctors: { id: string; slug: string; name: string }[] }>(
    request,
    'query { doctors(available: true) { id slug name } }',
    {},
  );
  for (const doctor of doctors) {
    const { availableSlots } = await gql<{ availableSlots: Slot[] }>(
      request,
      'query($d: ID!, $date: String!) { availableSlots(doctorId: $d, date: $date) { time available } }',
      { d: doctor.id, date },
    );
    const free = availableSlots.filter((slot) => slot.available);
    if (free.length < names.length + 2) continue;
    const references: string[] = [];
    const phones: string[] = [];
    for (const [index, name] of names.entries()) {
      const phone = `98${String(Date.now() + index).slice(-8)}`;
      phones.push(phone);
      const { bookAppointment } = await gql<{
        bookAppointment: { appointment: { reference: string } };
      }>(
        request,
        `mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { appointment { reference } } }`,
        {
          input: {
            doctorId: doctor.id,
            scheduledAt: free[index].time,
            patientInfo: { firstName: name, lastName: 'Kumar', phone },
          },
        },
      );
      references.push(bookAppointment.appointment.reference);
    }
    return { doctor, references, phones };
  }
  throw new Error(`no doctor has ${names.length + 2} free slots on ${date}`);
}

async function signIn(page: Page, email: string) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

const booking = (page: Page, reference: string) =>
  page.locator(`[data-testid="desk-appointment"][data-reference="${reference}"]`);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`a reception morning at ${viewport.width}×${viewport.height}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const email = `reception-${viewport.width}-${Date.now()}@clinic.test`;
    addStaffAccount({ email, name: 'Desk Test', role: 'reception', password: PASSWORD });
    const today = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    const morning = new Date(`${today}T09:00:00+05:30`);
    await moveServerClockTo(morning);
    await page.clock.setSystemTime(morning);
    const { doctor, references, phones } = await bookOnline(request, today, [
      'Asha',
      'Ravi',
      'Meena',
    ]);
    const [first, second, third] = references;

    await signIn(page, email);
    for (const reference of references) await expect(booking(page, reference)).toBeVisible();
    await expect(booking(page, first)).toContainText('Asha K.');

    // Confirm two.
    for (const reference of [first, second]) {
      await booking(page, reference).getByRole('button', { name: 'Confirm' }).click();
      await expect(booking(page, reference)).toContainText('Confirmed');
    }
    // One arrives (and gets a token), then is seen.
    await booking(page, first).getByRole('button', { name: 'Arrived' }).click();
    await expect(booking(page, first)).toContainText(/Token \d+/);
    await booking(page, first).getByRole('button', { name: 'Completed' }).click();
    await expect(booking(page, first)).toContainText('Completed');

    // No-show after its time: both clocks move past the second booking's start.
    await expect(booking(page, second).getByRole('button', { name: 'No-show' })).toHaveCount(0);
    const secondStart = new Date(
      Date.parse((await booking(page, second).getAttribute('data-starts-at'))!) + 60_000,
    );
    await moveServerClockTo(secondStart);
    await page.clock.setSystemTime(secondStart);
    // Hours have passed for the server: the desk's session ended after 30 idle minutes.
    await signIn(page, email);
    await booking(page, second).getByRole('button', { name: 'No-show' }).click();
    await expect(booking(page, second).getByRole('button', { name: 'No-show' })).toHaveCount(0);
    await expect(booking(page, second)).toContainText('No-show');

    // Reschedule the third to another free slot.
    await booking(page, third).getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Free slot' }).click();
    const option = page.getByRole('option').last();
    const newTime = (await option.textContent())!.trim();
    await option.click();
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(booking(page, third)).toContainText(newTime);

    // A walk-in joins the queue and is called.
    await page.getByRole('navigation').getByRole('tab', { name: 'Queue' }).click();
    await page.getByRole('combobox', { name: 'Doctor' }).click();
    await page.getByRole('option', { name: doctor.name }).click();
    await page.getByLabel('Name').fill('Walk-in Ram');
    await page.getByRole('button', { name: 'Add to queue' }).click();
    const added = page.getByText(/Walk-in Ram has token (\d+)\./);
    await expect(added).toBeVisible();
    const token = (await added.textContent())!.match(/token (\d+)/)![1];
    await page.getByRole('button', { name: 'Call next token' }).click();
    await expect(page.getByTestId('now-seeing')).toHaveText(token);

    // The patient's manage page shows the new time; the public queue shows the called token.
    await page.goto(`/appointments/manage?reference=${third}`);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill(phones[2]);
    await page.getByRole('button', { name: 'Find My Appointment' }).click();
    const found = page.getByRole('region', { name: third });
    await expect(found).toContainText(newTime);
    await expect(found.getByRole('region', { name: 'What has happened' })).toContainText(
      `Rescheduled to`,
    );
    await page.goto(`/queue/${doctor.slug}`);
    await expect(page.getByRole('region', { name: 'Now seeing' })).toContainText(token);
    await expect(page.locator('main')).not.toContainText('Walk-in Ram');
  });
}

test.afterEach(async () => {
  await resetServerClock();
});
