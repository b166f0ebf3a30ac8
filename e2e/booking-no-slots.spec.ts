import { expect, test, type Page } from '@playwright/test';
import { addDays, clinicDate, dateOn, isoWeekday } from './booking-dates';
import { live } from './settle';

// When a date has no free slot the form says why (the doctor does not work that weekday, is on
// leave, the date is past the booking window, every slot is taken) and offers a way on: the
// doctor's next free day, or another doctor for the same condition that day.

test.use({ viewport: { width: 360, height: 740 } });

const dateField = (page: Page) => page.getByLabel(/^Appointment Date/);

async function chooseCondition(page: Page, condition: string) {
  await page.goto('/book-appointment');
  await live(page);
  await page.getByRole('combobox', { name: /^What do you need help with/ }).click();
  await page.getByRole('option', { name: condition }).click();
}

test('a weekday the doctor does not work: says so and offers the next free day', async ({
  page,
}) => {
  // Dr. Anita Verma (the one fistula doctor) operates on Thursdays.
  const thursday = dateOn([4], [], 2);
  await chooseCondition(page, 'Fistula');
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Anita Verma',
  );
  await dateField(page).fill(thursday);
  await expect(
    page.getByText('Dr. Anita Verma does not consult on Thursdays. Please choose another date.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Dr\. Anita Verma's next free day: Fri, / }).click();
  // The Friday after: she works Fridays and has no leave on one.
  await expect(dateField(page)).toHaveValue(addDays(thursday, 1));
  await expect(page.getByRole('combobox', { name: /^Preferred Time/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('a day of leave: says the doctor is on leave that day', async ({ page, request }) => {
  const answer = await request.post('/graphql', {
    data: {
      query: '{ doctors(available: true) { name conditions daysOff workingPlan { weekday } } }',
    },
  });
  type Seeded = {
    name: string;
    conditions: string[];
    daysOff: string[];
    workingPlan: { weekday: number }[];
  };
  const doctors = (await answer.json()).data.doctors as Seeded[];
  const first = clinicDate(1);
  const last = clinicDate(60);
  // A seeded day off inside the booking window, on a day the doctor would otherwise work.
  const leave = doctors
    .flatMap((doctor) => doctor.daysOff.map((date) => ({ doctor, date })))
    .find(
      ({ doctor, date }) =>
        date >= first &&
        date <= last &&
        doctor.workingPlan.some((day) => day.weekday === isoWeekday(date)),
    );
  expect(leave, 'the seed needs a day of leave in the next 60 days').toBeDefined();
  const { doctor, date } = leave!;
  const labels: Record<string, string> = {
    piles: 'Piles',
    fistula: 'Fistula',
    hydrocele: 'Hydrocele',
    'sexual-problems': 'Sexual wellness',
    'joint-pain': 'Joint pain',
  };
  await chooseCondition(page, labels[doctor.conditions[0]]);
  const select = page.getByRole('combobox', { name: /^Preferred Doctor/ });
  if (!(await select.textContent())?.includes(doctor.name)) {
    await select.click();
    await page.getByRole('option', { name: doctor.name }).click();
  }
  await dateField(page).fill(date);
  await expect(page.getByText(new RegExp(`^${doctor.name} is on leave on `))).toBeVisible();
});

test('the date picker stops at the booking window, and a later date says why', async ({ page }) => {
  await chooseCondition(page, 'Hydrocele');
  await expect(dateField(page)).toHaveAttribute('max', clinicDate(60));
  await expect(dateField(page)).toHaveAttribute('min', clinicDate(0));
  await dateField(page).fill(clinicDate(75));
  await expect(page.getByText(/^Appointments can be booked up to \w{3}, /)).toBeVisible();
});

test('every slot taken: offers the next free day and another doctor for the condition', async ({
  page,
  request,
}) => {
  // Dr. Rajesh Sharma (60-minute slots, Monday to Saturday) and Dr. Pooja Agarwal (Monday to
  // Friday) both treat piles.
  const date = dateOn([1, 2, 3, 4, 5], ['2026-12-25', '2026-12-28', '2027-01-26'], 9);
  const doctors = await request.get('/api/doctors?condition=piles');
  const rajesh = ((await doctors.json()) as { id: number; name: string }[]).find(
    (d) => d.name === 'Dr. Rajesh Sharma',
  )!;
  let phone = 9833300010;
  for (const time of ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00']) {
    const booked = await request.post('/api/appointments', {
      data: {
        doctorId: rajesh.id,
        scheduledAt: `${date}T${time}:00+05:30`,
        patientInfo: { firstName: 'Test', phone: String((phone += 1)) },
      },
    });
    expect(booked.status()).toBe(201);
  }

  await chooseCondition(page, 'Piles');
  await page.getByRole('combobox', { name: /^Preferred Doctor/ }).click();
  await page.getByRole('option', { name: 'Dr. Rajesh Sharma' }).click();
  await dateField(page).fill(date);
  await expect(
    page.getByText(/^Every time with Dr\. Rajesh Sharma on .* is taken\./),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Dr\. Rajesh Sharma's next free day: / }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Dr. Pooja Agarwal has free times that day' }).click();
  await expect(page.getByRole('combobox', { name: /^Preferred Doctor/ })).toContainText(
    'Dr. Pooja Agarwal',
  );
  await expect(dateField(page)).toHaveValue(date);
  const time = page.getByRole('combobox', { name: /^Preferred Time/ });
  await expect(time).not.toHaveAttribute('aria-disabled', 'true');
});
