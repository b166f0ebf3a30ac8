import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { clinicMock, renderApp } from '../../test/render-app';
import { slotDayQuery } from './api/slot-day';
import { bookAppointmentMutation } from './api/book-appointment';
import { bookingDoctorsQuery } from './api/booking-doctors';
import { appointmentWords, clinicToday } from './clinic-time';
import { probeBackend } from './probe-backend';

// The first visit compiles and loads the lazy route, which takes more than a second in Jest.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

jest.mock('./probe-backend', () => ({ probeBackend: jest.fn() }));
const probe = probeBackend as jest.MockedFunction<typeof probeBackend>;

const inTwoDays = clinicToday(new Date(Date.now() + 2 * 86_400_000));
const doctor = (id: string, name: string, specialization: string, conditions: string[]) => ({
  __typename: 'Doctor' as const,
  id,
  name,
  specialization,
  qualification: 'MBBS, MS',
  experienceYears: 12,
  image: null,
  consultationFee: 500,
  isAvailable: true,
  conditions,
  consultationModes: ['IN_CLINIC', 'PHONE'],
  inEnglish: [] as string[],
});

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const doctorsMock: MockLink.MockedResponse = {
  request: { query: bookingDoctorsQuery, variables: { language: 'EN' } },
  result: {
    data: {
      doctors: [
        doctor('3', 'Dr. Rajesh Sharma', 'Proctology', ['piles']),
        doctor('5', 'Dr. Pooja Agarwal', 'Proctology', ['piles']),
        doctor('4', 'Dr. Sameer Khan', 'Urology', ['hydrocele']),
      ],
      bookingWindow: {
        __typename: 'BookingWindow',
        firstDate: clinicToday(),
        lastDate: clinicToday(new Date(Date.now() + 60 * 86_400_000)),
      },
    },
  },
  ...always,
};
const slot = (displayTime: string, available = true) => ({
  __typename: 'AvailableSlot' as const,
  time: `${inTwoDays}T${displayTime}:00+05:30`,
  displayTime,
  available,
  modes: ['IN_CLINIC', 'PHONE'],
});
const slotVariables = { doctorId: '3', date: inTwoDays, condition: 'piles', language: 'EN' };
const slotDay = (slots: ReturnType<typeof slot>[], extra: Record<string, unknown> = {}) => ({
  __typename: 'SlotDay' as const,
  date: inTwoDays,
  reason: null,
  lastBookableDate: clinicToday(new Date(Date.now() + 60 * 86_400_000)),
  nextAvailableDate: null,
  slots,
  otherDoctors: [],
  ...extra,
});
const slotsMock = (
  slots: ReturnType<typeof slot>[],
  extra: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: { query: slotDayQuery, variables: slotVariables },
  result: { data: { slotDay: slotDay(slots, extra) } },
  ...always,
});

const scheduledAt = `${inTwoDays}T10:00:00+05:30`;
const bookedMock: MockLink.MockedResponse = {
  request: {
    query: bookAppointmentMutation,
    variables: (v: Record<string, unknown>) => {
      const input = v.input as {
        scheduledAt: string;
        mode: string;
        patientInfo: Record<string, unknown>;
      };
      return (
        input.scheduledAt === scheduledAt &&
        input.patientInfo.firstName === 'Asha' &&
        input.patientInfo.lastName === ' ' &&
        input.patientInfo.phone === '9876543210' &&
        input.mode === 'PHONE'
      );
    },
  },
  // Long enough to see the button's submitting label.
  delay: 1000,
  result: {
    data: {
      bookAppointment: {
        __typename: 'BookingResult',
        message: 'Your appointment with Dr. Rajesh Sharma is booked.',
        appointment: {
          __typename: 'Appointment',
          reference: 'APT-7K3Q9',
          status: 'PENDING',
          mode: 'PHONE',
          scheduledAt,
          endsAt: `${inTwoDays}T11:00:00+05:30`,
          doctor: { __typename: 'Doctor', id: '3', name: 'Dr. Rajesh Sharma', inEnglish: [] },
        },
      },
    },
  },
};

function combobox(name: string) {
  return screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(combobox(field));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

// Pasting is one change instead of one per key: the same path, far quicker in Jest.
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function setDate(value: string) {
  fireEvent.change(screen.getByLabelText(/^Appointment Date/), { target: { value } });
}

const base = [clinicMock, doctorsMock];

describe('booking page', () => {
  beforeEach(() => probe.mockResolvedValue('online'));

  it('preselects the doctor from ?doctorId=, loads slots after a pause, and books', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/book-appointment?doctorId=3', [
      ...base,
      slotsMock([slot('09:00', false), slot('10:00'), slot('11:00')]),
      bookedMock,
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Your Consultation' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Rajesh Sharma'),
    );
    expect(combobox('Medical Specialty')).toHaveTextContent('Proctology');
    expect(
      screen.getByText('Please fill all required fields (*) to book appointment'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book Appointment Now' })).toBeDisabled();

    // In the clinic unless the patient chooses another way the doctor offers.
    expect(screen.getByRole('radio', { name: /^In clinic/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Video call/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Phone call/ }));
    setDate(inTwoDays);
    expect(await screen.findByText('Fetching available time slots...')).toBeVisible();
    await waitFor(() => expect(combobox('Preferred Time')).not.toHaveAttribute('aria-disabled'));
    await user.click(combobox('Preferred Time'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: '9:00 am (booked)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: '10:00 am' }));

    await fill(user, screen.getByRole('textbox', { name: /^Full Name/ }), 'Asha');
    await fill(user, screen.getByRole('textbox', { name: /^Phone Number/ }), '9876543210');
    const submit = screen.getByRole('button', { name: 'Book Appointment Now' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('button', { name: /Booking Your Appointment/ })).toBeDisabled();

    expect(await screen.findByText('Appointment Booked Successfully!')).toBeVisible();
    const confirmation = screen.getByRole('region', { name: 'Your appointment is booked' });
    expect(confirmation).toHaveTextContent('APT-7K3Q9');
    expect(confirmation).toHaveTextContent(appointmentWords(scheduledAt));
    expect(confirmation).toHaveTextContent('Phone call');
    expect(
      within(confirmation).getByRole('region', { name: 'What happens next' }),
    ).toHaveTextContent(
      "The doctor will call you from the clinic's number +91 98765 43210 at the time of your appointment.",
    );
    expect(within(confirmation).getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'download',
      'appointment-APT-7K3Q9.ics',
    );
    expect(
      within(confirmation).getByRole('link', { name: /Message the clinic on WhatsApp/ }),
    ).toHaveAttribute('href', expect.stringContaining('APT-7K3Q9'));
    expect(
      within(confirmation).getByRole('link', { name: 'View or cancel this booking' }),
    ).toHaveAttribute('href', '/appointments/manage?reference=APT-7K3Q9');
    // The confirmation takes the form's place; a plain button brings back an empty one.
    expect(screen.queryByRole('textbox', { name: /^Full Name/ })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Please fill all required fields (*) to book appointment'),
    ).not.toBeInTheDocument();
    await user.click(
      within(confirmation).getByRole('button', { name: 'Book another appointment' }),
    );
    expect(screen.queryByRole('region', { name: 'Your appointment is booked' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('');
  });

  it('asks what the patient needs help with first, and offers the doctors who treat it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/book-appointment', base);
    await screen.findByRole('heading', { level: 1, name: 'Book Your Consultation' });
    const fields = screen.getAllByRole('combobox');
    expect(fields[0]).toHaveAccessibleName(/^What do you need help with\?/);
    await user.click(combobox('What do you need help with'));
    const choices = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(choices).toEqual([
      'Select what you need help with',
      'Piles',
      'Fistula',
      'Hydrocele',
      'Sexual wellness',
      'Joint pain',
      'Something else',
    ]);
    await user.click(screen.getByRole('option', { name: 'Piles' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combobox('Medical Specialty')).toHaveTextContent('Proctology');
    await user.click(combobox('Preferred Doctor'));
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Select a doctor', 'Dr. Rajesh Sharma', 'Dr. Pooja Agarwal']);
    await user.keyboard('{Escape}');
    // One doctor treats hydrocele: chosen at once, with the fee in view.
    await choose(user, 'What do you need help with', 'Hydrocele');
    expect(combobox('Medical Specialty')).toHaveTextContent('Urology');
    expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Sameer Khan');
    expect(combobox('Preferred Doctor')).toHaveAccessibleDescription('Consultation fee: ₹500.00');
  });

  it('arrives from a condition page with that condition chosen', async () => {
    renderApp('/book-appointment?condition=piles', base);
    await waitFor(() => expect(combobox('What do you need help with')).toHaveTextContent('Piles'));
    expect(combobox('Medical Specialty')).toHaveTextContent('Proctology');
  });

  it('clears the doctor and time when the specialty changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/book-appointment?doctorId=3', base);
    await waitFor(() =>
      expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Rajesh Sharma'),
    );
    await choose(user, 'Medical Specialty', 'Urology');
    expect(combobox('Preferred Doctor')).not.toHaveTextContent('Dr. Rajesh Sharma');
    await choose(user, 'Preferred Doctor', 'Dr. Sameer Khan');
    expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Sameer Khan');
  });

  it('says why a date has no free slot, and offers the next free day or another doctor', async () => {
    const user = userEvent.setup({ delay: null });
    const inThreeDays = clinicToday(new Date(Date.now() + 3 * 86_400_000));
    renderApp('/book-appointment?doctorId=3', [
      ...base,
      slotsMock([slot('09:00', false)], {
        reason: 'FULLY_BOOKED',
        nextAvailableDate: inThreeDays,
        otherDoctors: [{ __typename: 'Doctor', id: '5', name: 'Dr. Pooja Agarwal', inEnglish: [] }],
      }),
    ]);
    await waitFor(() =>
      expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Rajesh Sharma'),
    );
    expect(screen.getByLabelText(/^Appointment Date/)).toHaveAttribute(
      'max',
      clinicToday(new Date(Date.now() + 60 * 86_400_000)),
    );
    setDate(inTwoDays);
    const help = await screen.findByText(/^Every time with Dr\. Rajesh Sharma on .* is taken\.$/);
    expect(help).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^Dr\. Rajesh Sharma's next free day: / }),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Dr. Pooja Agarwal has free times that day' }),
    );
    expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Pooja Agarwal');
  });

  it('tells the patient when slots cannot be loaded', async () => {
    renderApp('/book-appointment?doctorId=3', [
      ...base,
      {
        request: { query: slotDayQuery, variables: slotVariables },
        result: { errors: [{ message: 'Doctor not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await waitFor(() =>
      expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Rajesh Sharma'),
    );
    setDate(inTwoDays);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot load time slots');
    expect(alert).toHaveTextContent('Doctor not found');
  });

  it('shows the error and keeps the form when the slot was just taken', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/book-appointment?doctorId=3', [
      ...base,
      slotsMock([slot('10:00')]),
      {
        request: { query: bookAppointmentMutation, variables: () => true },
        result: {
          errors: [
            {
              message:
                'That time has just been booked by someone else. No other time is free that day.',
              extensions: { code: 'SLOT_TAKEN', nextSlots: [] },
            },
          ],
        },
      },
    ]);
    await waitFor(() =>
      expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Rajesh Sharma'),
    );
    setDate(inTwoDays);
    await waitFor(() => expect(combobox('Preferred Time')).not.toHaveAttribute('aria-disabled'));
    await choose(user, 'Preferred Time', '10:00 am');
    await fill(user, screen.getByRole('textbox', { name: /^Full Name/ }), 'Asha Devi');
    await fill(user, screen.getByRole('textbox', { name: /^Phone Number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Book Appointment Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error booking appointment');
    expect(alert).toHaveTextContent('That time has just been booked by someone else.');
    expect(screen.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Asha Devi');
    expect(screen.queryByText('Appointment Booked Successfully!')).not.toBeInTheDocument();
  });

  it('shows Demo Mode with demo doctors and fallback slots, and never pretends to book', async () => {
    probe.mockResolvedValue('offline');
    const user = userEvent.setup({ delay: null });
    renderApp('/book-appointment', [clinicMock]);
    expect(await screen.findByText('Demo Mode')).toBeVisible();
    await user.click(combobox('Medical Specialty'));
    const specialties = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(specialties).toEqual(['Select a specialty', 'Cardiology', 'Dermatology', 'ENT']);
    await user.click(screen.getByRole('option', { name: 'ENT' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await choose(user, 'Preferred Doctor', 'Dr. Demo Sharma');
    setDate(inTwoDays);
    await waitFor(() => expect(combobox('Preferred Time')).not.toHaveAttribute('aria-disabled'));
    await user.click(combobox('Preferred Time'));
    const times = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(times).toEqual([
      'Select a time',
      '9:00 am',
      '10:00 am',
      '11:00 am',
      '2:00 pm',
      '3:00 pm',
      '4:00 pm',
    ]);
    await user.click(screen.getByRole('option', { name: '11:00 am' }));
    await fill(user, screen.getByRole('textbox', { name: /^Full Name/ }), 'Asha');
    await fill(user, screen.getByRole('textbox', { name: /^Phone Number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Book Appointment Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error booking appointment');
    expect(alert).toHaveTextContent('+91 98765 43210');
    expect(screen.queryByText('Appointment Booked Successfully!')).not.toBeInTheDocument();
  });

  it('says how the patient will hear from the clinic, and how to stop it', async () => {
    renderApp('/book-appointment?doctorId=3', [...base, slotsMock([slot('10:00')])]);
    const phone = await screen.findByRole('textbox', { name: /^Phone Number/ });
    const consent = screen.getByText(
      'We will send your booking confirmation and reminders to this number on WhatsApp (or by SMS). They never mention your health. Reply STOP to any message to stop them.',
    );
    expect(consent).toBeVisible();
    // Right below the number it is about, before the button that books.
    expect(phone.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Book Appointment Now' });
    expect(consent.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains an invalid phone number at the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/book-appointment?doctorId=3', [...base, slotsMock([slot('10:00')])]);
    await waitFor(() =>
      expect(combobox('Preferred Doctor')).toHaveTextContent('Dr. Rajesh Sharma'),
    );
    setDate(inTwoDays);
    await waitFor(() => expect(combobox('Preferred Time')).not.toHaveAttribute('aria-disabled'));
    await choose(user, 'Preferred Time', '10:00 am');
    await fill(user, screen.getByRole('textbox', { name: /^Full Name/ }), 'Asha');
    const phone = screen.getByRole('textbox', { name: /^Phone Number/ });
    await fill(user, phone, '98765');
    await user.click(screen.getByRole('button', { name: 'Book Appointment Now' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Please enter a valid 10-digit phone number'),
    );
  });

  it('books in Hindi on a Hindi page: Hindi words, doctors in Hindi, times and dates in hi-IN', async () => {
    const user = userEvent.setup({ delay: null });
    const hindiDoctor = {
      ...doctor('3', 'डॉ. राजेश शर्मा', 'गुदा रोग (Proctology)', ['piles']),
      qualification: 'MBBS, MS',
      inEnglish: ['qualification'],
    };
    renderApp('/hi/book-appointment?doctorId=3', [
      clinicMock,
      {
        ...doctorsMock,
        request: { query: bookingDoctorsQuery, variables: { language: 'HI' } },
        result: {
          data: {
            ...(doctorsMock.result as { data: Record<string, unknown> }).data,
            doctors: [hindiDoctor],
          },
        },
      },
      {
        ...slotsMock([slot('10:30'), slot('19:00', false)]),
        request: { query: slotDayQuery, variables: { ...slotVariables, language: 'HI' } },
      },
      {
        request: { query: bookAppointmentMutation, variables: () => true },
        result: {
          errors: [
            {
              message:
                'That time has just been booked by someone else. Free times that day: 11:00 am.',
              extensions: {
                code: 'SLOT_TAKEN',
                nextSlots: [{ time: `${inTwoDays}T11:00:00+05:30`, displayTime: '11:00' }],
              },
            },
          ],
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'डॉक्टर से परामर्श बुक करें' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(combobox('आप किस डॉक्टर से मिलना चाहेंगे')).toHaveTextContent('डॉ. राजेश शर्मा'),
    );
    expect(combobox('इलाज का विभाग')).toHaveTextContent('गुदा रोग (Proctology)');
    expect(combobox('आपको किस समस्या में मदद चाहिए?')).toHaveTextContent('बवासीर (पाइल्स)');
    expect(screen.getByRole('radio', { name: /^क्लिनिक आकर/ })).toBeChecked();
    expect(screen.getByText('अपॉइंटमेंट बुक करने के लिए सभी ज़रूरी जानकारी (*) भरें')).toBeVisible();

    // A name left empty is explained in Hindi at its field.
    const name = screen.getByRole('textbox', { name: /^पूरा नाम/ });
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription('कृपया अपना पूरा नाम लिखें'));

    fireEvent.change(screen.getByLabelText(/^अपॉइंटमेंट की तारीख/), {
      target: { value: inTwoDays },
    });
    await waitFor(() => expect(combobox('आपकी सुविधा का समय')).not.toHaveAttribute('aria-disabled'));
    await user.click(combobox('आपकी सुविधा का समय'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'शाम 7:00 (बुक हो चुका)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: 'सुबह 10:30' }));
    await fill(user, name, 'Asha');
    await fill(user, screen.getByRole('textbox', { name: /^फ़ोन नंबर/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    // The server's code, told from the catalogue: never its English sentence.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('अपॉइंटमेंट बुक नहीं हो पाई');
    expect(alert).toHaveTextContent(
      'यह समय अभी-अभी किसी और ने बुक कर लिया। उस दिन के खाली समय: सुबह 11:00।',
    );
    expect(alert).not.toHaveTextContent('someone else');
  });
});
