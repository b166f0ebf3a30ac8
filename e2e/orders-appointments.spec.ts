import { expect, test, type APIRequestContext } from '@playwright/test';
import { live } from './settle';

// "My Orders & Appointments" on a phone: an appointment booked through the API is listed by
// phone alone with its date, time, doctor and status, and nothing of the patient until the
// booking reference is entered.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PHONE = '9812345670';
const FIRST_NAME = 'Kavitha';
const NOTES = 'Pain while sitting for two weeks';

async function gql(request: APIRequestContext, query: string, variables: object) {
  const answer = await request.post('/graphql', { data: { query, variables } });
  const body = await answer.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Books the first free slot of the first doctor who has one in the coming days. */
async function bookSomething(request: APIRequestContext) {
  const { doctors } = await gql(request, `query { doctors { id name } }`, {});
  for (let day = 2; day < 10; day += 1) {
    const date = new Date(Date.now() + (330 + day * 24 * 60) * 60_000).toISOString().slice(0, 10);
    for (const doctor of doctors as { id: string; name: string }[]) {
      const { availableSlots } = await gql(
        request,
        `query S($d: ID!, $date: String!) { availableSlots(doctorId: $d, date: $date) { time available } }`,
        { d: doctor.id, date },
      );
      const slot = (availableSlots as { time: string; available: boolean }[]).find(
        (s) => s.available,
      );
      if (!slot) continue;
      const { bookAppointment } = await gql(
        request,
        `mutation B($input: BookAppointmentInput!) {
          bookAppointment(input: $input) { appointment { reference scheduledAt } }
        }`,
        {
          input: {
            doctorId: doctor.id,
            scheduledAt: slot.time,
            symptoms: NOTES,
            patientInfo: { firstName: FIRST_NAME, lastName: 'Menon', phone: PHONE },
          },
        },
      );
      return { doctor: doctor.name, ...bookAppointment.appointment } as {
        doctor: string;
        reference: string;
        scheduledAt: string;
      };
    }
  }
  throw new Error('No free slot in the coming days');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-28T15:00:00+05:30" -> ["28 Nov 2026", "3:00 pm"], as the page words them. */
function words(scheduledAt: string): [string, string] {
  const [date, time] = scheduledAt.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return [`${day} ${MONTHS[month - 1]} ${year}`, clock];
}

test('lists upcoming appointments by phone and unlocks one with its reference', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const booked = await bookSomething(page.request);
  const [day, clock] = words(booked.scheduledAt);

  await page.goto('/orders');
  await live(page);
  await page.getByLabel('Phone Number').fill(PHONE);
  await page.getByRole('button', { name: 'View All My Orders' }).click();

  const section = page.getByRole('region', { name: 'Appointments' });
  const card = section.getByRole('article').first();
  await expect(card).toContainText(day);
  await expect(card).toContainText(clock);
  await expect(card).toContainText(booked.doctor);
  await expect(card).toContainText('Booked – awaiting confirmation');
  // No orders for this phone, but its appointments are a result, not an error.
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Found 1 upcoming appointment.',
  );
  await expect(page.locator('main')).not.toContainText(FIRST_NAME);
  await expect(page.locator('main')).not.toContainText(NOTES);
  await expect(page.locator('main')).not.toContainText(booked.reference);

  const reference = section.getByLabel('Booking reference');
  await reference.fill(booked.reference.toLowerCase());
  await section.getByRole('button', { name: 'Show My Booking' }).click();
  const unlocked = section.getByRole('article', { name: booked.reference });
  await expect(unlocked).toContainText(FIRST_NAME);
  await expect(unlocked).toContainText(booked.doctor);
  await expect(unlocked.getByRole('link', { name: 'Change or cancel' })).toBeVisible();
  // Notes stay with the clinic whatever is shown.
  await expect(page.locator('main')).not.toContainText(NOTES);

  // Phone layout: nothing wider than the screen, tap targets at least 48 px high.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const button of [
    section.getByRole('button', { name: 'Show My Booking' }),
    unlocked.getByRole('link', { name: 'Change or cancel' }),
  ]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  }
});
