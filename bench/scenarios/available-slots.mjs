// availableSlots as the booking page asks for it: every bookable doctor, the next two weeks,
// with some slots already taken so the overlap query has rows to read.
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const clinicDate = (days) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);

export default {
  name: 'available-slots',
  requests: 1000,
  concurrency: 10,
  async prepare({ query }) {
    const doctors = await query(
      'SELECT id, slot_minutes FROM doctor WHERE is_available ORDER BY id',
    );
    // Two bookings per doctor per day, straight into the table (the API is not what is measured).
    let n = 0;
    for (const doctor of doctors) {
      for (let day = 1; day <= 14; day += 1) {
        for (const hour of ['10:00', '15:00']) {
          n += 1;
          const start = `${clinicDate(day)}T${hour}:00+05:30`;
          await query(
            `INSERT INTO appointment (reference, doctor_id, starts_at, ends_at, patient_first_name,
               patient_phone) VALUES ($1, $2, $3::timestamptz, $3::timestamptz + make_interval(mins => $4), 'Bench', '9000000000')
             ON CONFLICT DO NOTHING`,
            [`APT-B${String(n).padStart(4, '0')}`, doctor.id, start, doctor.slot_minutes],
          );
        }
      }
    }
    return { doctorIds: doctors.map((d) => String(d.id)) };
  },
  request(state, i) {
    const k = Math.abs(i);
    return {
      path: '/graphql',
      body: {
        operationName: 'AvailableSlots',
        query:
          'query AvailableSlots($doctorId: ID!, $date: String!) { availableSlots(doctorId: $doctorId, date: $date) { time displayTime available } }',
        variables: {
          doctorId: state.doctorIds[k % state.doctorIds.length],
          date: clinicDate(1 + (k % 14)),
        },
      },
    };
  },
};
