// bookAppointment: every request books a different free slot of one doctor who consults all day
// in 5-minute slots, so each request does the full work (plan check, overlap read, insert).
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const SLOTS_PER_DAY = 288;
const clinicDate = (days) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
const pad = (n) => String(n).padStart(2, '0');

export default {
  name: 'book-appointment',
  requests: 1000,
  concurrency: 10,
  async prepare({ query }) {
    const plan = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '00:00',
      end: '24:00',
      breaks: [],
    }));
    const [{ id }] = await query(
      `INSERT INTO doctor (slug, name, specialization, qualification, experience_years, bio,
         consultation_fee, slot_minutes, working_plan)
       VALUES ('bench-doctor', 'Dr. Bench', 'Proctology', 'MBBS', 5, 'Benchmark doctor', 400, 5, $1)
       RETURNING id`,
      [JSON.stringify(plan)],
    );
    return { doctorId: String(id) };
  },
  request(state, i) {
    // Warm-up calls come with negative indexes; they get the first slots, measured ones the rest.
    const n = i < 0 ? -1 - i : 200 + i;
    // From the day after tomorrow, clear of the minimum notice.
    const date = clinicDate(2 + Math.floor(n / SLOTS_PER_DAY));
    const minutes = (n % SLOTS_PER_DAY) * 5;
    return {
      path: '/graphql',
      body: {
        operationName: 'BookAppointment',
        query:
          'mutation BookAppointment($input: BookAppointmentInput!) { bookAppointment(input: $input) { message appointment { reference status scheduledAt } } }',
        variables: {
          input: {
            doctorId: state.doctorId,
            scheduledAt: `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00+05:30`,
            symptoms: 'Benchmark',
            patientInfo: {
              firstName: 'Bench',
              lastName: `Patient ${n}`,
              phone: `9${String(100000000 + n).slice(-9)}`,
            },
          },
        },
      },
    };
  },
};
