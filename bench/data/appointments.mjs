// 50,000 appointments of the demo doctors, each on one of the doctor's own slots (weekly plan,
// slot length, breaks, days off, as server/src/booking/slots.ts cuts them) so none overlap:
// 40% of the slots of the next 60 days (pending or confirmed), and 80% of past days' slots,
// walking back from yesterday until the total is reached (completed, one in seven cancelled).
export const APPOINTMENTS = 50_000;

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const HORIZON_DAYS = 60;
const BATCH = 5000;

const minutesOf = (clock) => {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
};

/** Start minutes of a doctor's slots on a clinic date (UTC midnight of that date in `day`). */
export function slotStarts(doctor, day) {
  const date = new Date(day).toISOString().slice(0, 10);
  if (doctor.days_off.some((off) => off === date)) return [];
  const weekday = new Date(day).getUTCDay() || 7;
  const plan = doctor.working_plan.find((entry) => entry.weekday === weekday);
  if (!plan) return [];
  const breaks = plan.breaks.map((b) => ({ start: minutesOf(b.start), end: minutesOf(b.end) }));
  const end = minutesOf(plan.end);
  const starts = [];
  let start = minutesOf(plan.start);
  while (start + doctor.slot_minutes <= end) {
    const finish = start + doctor.slot_minutes;
    const lunch = breaks.find((b) => start < b.end && b.start < finish);
    if (lunch) {
      start = lunch.end;
      continue;
    }
    starts.push(start);
    start = finish;
  }
  return starts;
}

/** A small seeded generator (mulberry32), so every run books the same slots. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function loadAppointments(query, count = APPOINTMENTS) {
  const doctors = await query(
    `SELECT id, slot_minutes, working_plan, to_json(days_off) AS days_off FROM doctor
     WHERE slug NOT LIKE 'bench-%' ORDER BY id`,
  );
  const today = Math.floor((Date.now() + IST_MS) / DAY_MS) * DAY_MS;
  const next = random(7);
  const rows = [];
  const take = (day, share, status) => {
    for (const doctor of doctors) {
      for (const minutes of slotStarts(doctor, day)) {
        if (rows.length >= count || next() >= share) continue;
        const startsAt = day - IST_MS + minutes * 60_000;
        rows.push({
          doctorId: doctor.id,
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(startsAt + doctor.slot_minutes * 60_000).toISOString(),
          createdAt: new Date(Math.min(Date.now(), startsAt - 3 * DAY_MS)).toISOString(),
          status: status(),
        });
      }
    }
  };
  for (let d = 1; d <= HORIZON_DAYS; d += 1) {
    take(today + d * DAY_MS, 0.4, () => (next() < 0.5 ? 'PENDING' : 'CONFIRMED'));
  }
  for (let d = 1; rows.length < count && d < 20 * 365; d += 1) {
    take(today - d * DAY_MS, 0.8, () => (next() < 1 / 7 ? 'CANCELLED' : 'COMPLETED'));
  }

  for (let offset = 0; offset < rows.length; offset += BATCH) {
    const batch = rows.slice(offset, offset + BATCH);
    // References hold a 0, which real ones (APT- and five of A-Z minus I, L, O, 2-9) never do.
    await query(
      `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, status,
         patient_first_name, patient_last_name, patient_phone, symptoms, created_at)
       SELECT 'APT-0' || lpad((n + $1)::text, 6, '0'), doctor_id, starts_at, ends_at, status,
              'Bench', 'Patient ' || (n + $1), '9' || lpad(((n + $1) % 1000000000)::text, 9, '0'),
              'Generated for the benchmark', created_at
       FROM unnest($2::int[], $3::timestamptz[], $4::timestamptz[], $5::text[], $6::timestamptz[])
         WITH ORDINALITY AS r(doctor_id, starts_at, ends_at, status, created_at, n)`,
      [
        offset,
        batch.map((r) => r.doctorId),
        batch.map((r) => r.startsAt),
        batch.map((r) => r.endsAt),
        batch.map((r) => r.status),
        batch.map((r) => r.createdAt),
      ],
    );
  }
  await query('ANALYZE appointment');
  return rows.length;
}
