// bookAppointment: every request books a different free slot, so each does the full work (plan
// check, overlap read, insert). The slots are those of three bench doctors who consult all day in
// 5-minute slots, from the day after tomorrow (clear of the minimum notice) to the 60-day horizon:
// about 51,000 slots. They are added here, after the doctors list has been measured.
const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const SLOTS_PER_DAY = 288;
const DOCTORS = 3;
const DAYS = 59;
const clinicDate = (days) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10);
const pad = (n) => String(n).padStart(2, '0');

const MUTATION = `mutation BookAppointment($input: BookAppointmentInput!) {
  bookAppointment(input: $input) {
    message
    appointment { reference status scheduledAt endsAt doctor { id name } }
  }
}`;

export default {
  name: 'book-appointment',
  operation: 'bookAppointment',
  async prepare({ query }) {
    const plan = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '00:00',
      end: '24:00',
      breaks: [],
    }));
    const doctorIds = [];
    for (let d = 1; d <= DOCTORS; d += 1) {
      const [{ id }] = await query(
        `INSERT INTO doctor (slug, name, specialization, qualification, experience_years, bio,
           consultation_fee, slot_minutes, working_plan)
         VALUES ($1, $2, 'Proctology', 'MBBS', 5, 'Benchmark doctor', 400, 5, $3)
         RETURNING id`,
        [`bench-doctor-${d}`, `Dr. Bench ${d}`, JSON.stringify(plan)],
      );
      doctorIds.push(String(id));
    }
    return { doctorIds };
  },
  request({ doctorIds }, i) {
    const slot = Math.floor(i / DOCTORS);
    const date = clinicDate(2 + (Math.floor(slot / SLOTS_PER_DAY) % DAYS));
    const minutes = (slot % SLOTS_PER_DAY) * 5;
    return {
      path: '/graphql',
      body: {
        operationName: 'BookAppointment',
        query: MUTATION,
        variables: {
          input: {
            doctorId: doctorIds[i % DOCTORS],
            scheduledAt: `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00+05:30`,
            symptoms: 'Benchmark',
            patientInfo: {
              firstName: 'Bench',
              lastName: `Patient ${i}`,
              phone: `8${String(i % 1_000_000_000).padStart(9, '0')}`,
            },
          },
        },
      },
    };
  },
};
