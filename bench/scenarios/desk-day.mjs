// The reception desk's Today screen (the console's DeskDay query on /staff/graphql): every
// doctor's appointments of today with their counts and free slots, for 12 doctors over the
// 50,000 generated appointments (bench/data/appointments.mjs), at 10 connections, as a
// signed-in receptionist. Issue 18's target: p95 ≤ 30 ms.
import { slotStarts } from '../data/appointments.mjs';
import { staffSession } from '../data/staff-session.mjs';

const DOCTORS = 12;
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const PLAN = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '18:00',
  breaks: [{ start: '13:00', end: '14:00' }],
}));
const STATUSES = ['PENDING', 'CONFIRMED', 'CONFIRMED', 'ARRIVED', 'COMPLETED', 'CANCELLED'];

// As the console sends it: Apollo Client adds __typename to every selection.
const QUERY = `query DeskDay($date: String) {
  deskDay(date: $date) {
    date onLeave
    doctor { id name specialization __typename }
    counts { booked confirmed arrived completed noShow cancelled freeSlots __typename }
    appointments {
      id reference startsAt endsAt mode status patientName patientPhone token cancelReason
      __typename
    }
    __typename
  }
}`;

/** Doctors until there are twelve, and two thirds of each one's slots today booked. */
async function fillToday(query) {
  const [{ count }] = await query('SELECT count(*)::int AS count FROM doctor');
  for (let i = count; i < DOCTORS; i += 1) {
    await query(
      `INSERT INTO doctor (slug, name, specialization, qualification, experience_years, bio,
         consultation_fee, slot_minutes, working_plan)
       VALUES ($1, $2, 'General Surgery', 'MBBS, MS', 8, 'Added for the desk benchmark', 500, 15, $3)`,
      [`desk-bench-${i}`, `Dr. Desk Bench ${i}`, JSON.stringify(PLAN)],
    );
  }
  const doctors = await query(
    `SELECT id, slot_minutes, working_plan, to_json(days_off) AS days_off FROM doctor ORDER BY id`,
  );
  const today = Math.floor((Date.now() + IST_MS) / DAY_MS) * DAY_MS;
  const rows = [];
  for (const doctor of doctors) {
    slotStarts(doctor, today).forEach((minutes, i) => {
      if (i % 3 === 2) return;
      const startsAt = today - IST_MS + minutes * 60_000;
      rows.push([doctor.id, startsAt, startsAt + doctor.slot_minutes * 60_000, rows.length]);
    });
  }
  // References hold a 1, which real ones never do; nothing else books today's slots here.
  await query(
    `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, status,
       patient_first_name, patient_last_name, patient_phone)
     SELECT 'APT-1' || lpad(n::text, 5, '0'), doctor_id, to_timestamp(s / 1000.0),
            to_timestamp(e / 1000.0), ($5::text[])[1 + n % $6], 'Desk', 'Patient ' || n,
            '8' || lpad(n::text, 9, '0')
     FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[]) AS r(doctor_id, s, e, n)
     ON CONFLICT DO NOTHING`,
    [
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
      rows.map((r) => r[2]),
      rows.map((r) => r[3]),
      STATUSES,
      STATUSES.length,
    ],
  );
  await query('ANALYZE appointment');
}

export default {
  name: 'desk-day',
  operation: 'deskDay',
  connections: 10,
  async prepare({ query }) {
    await fillToday(query);
    return {
      token: await staffSession(query, {
        email: 'desk-bench@clinic.test',
        name: 'Desk Bench',
        role: 'reception',
      }),
    };
  },
  request: ({ token }) => ({
    path: '/staff/graphql',
    headers: { cookie: `staff_session=${token}` },
    body: { operationName: 'DeskDay', query: QUERY, variables: {} },
  }),
};
