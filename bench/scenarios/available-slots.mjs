// availableSlots as the booking page asks for it: every bookable demo doctor, the next two weeks,
// over the generated appointments (bench/data/appointments.mjs) so the overlap query has rows.
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const clinicDate = (days) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);

const QUERY = `query AvailableSlots($doctorId: ID!, $date: String!) {
  availableSlots(doctorId: $doctorId, date: $date) { time displayTime available }
}`;

export default {
  name: 'available-slots',
  operation: 'availableSlots',
  async prepare({ query }) {
    const doctors = await query(
      `SELECT id FROM doctor WHERE is_available AND slug NOT LIKE 'bench-%' ORDER BY id`,
    );
    return { doctorIds: doctors.map((d) => String(d.id)) };
  },
  request({ doctorIds }, i) {
    return {
      path: '/graphql',
      body: {
        operationName: 'AvailableSlots',
        query: QUERY,
        variables: {
          doctorId: doctorIds[i % doctorIds.length],
          date: clinicDate(1 + (Math.floor(i / doctorIds.length) % 14)),
        },
      },
    };
  },
};
