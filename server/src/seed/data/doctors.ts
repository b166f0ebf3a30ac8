import { ConsultationMode } from '../../clinic/consultation-mode';
import type { Doctor, WorkingDay } from '../../clinic/doctor.entity';
import { demoDaysOff } from './demo-days-off';

/** The demo doctors carry no registration number: the clinic fills in its own doctors'. */
export type DoctorSeed = Omit<Doctor, 'id' | 'createdAt' | 'translations' | 'registrationNumber'>;

/** The specializations the booking form offers, one per condition the clinic treats. */
export const SPECIALIZATIONS = {
  piles: 'Proctology',
  fistula: 'Fistula & Fissure Care',
  hydrocele: 'Urology',
  sexualWellness: 'Sexual Medicine',
  jointPain: 'Orthopaedics',
} as const;

/** The condition pages' ids (client/src/features/content/conditions.ts). */
export const CONDITIONS = {
  piles: 'piles',
  fistula: 'fistula',
  hydrocele: 'hydrocele',
  sexualWellness: 'sexual-problems',
  jointPain: 'joint-pain',
} as const;

const { IN_CLINIC, VIDEO, PHONE } = ConsultationMode;

const lunch = (start: string, end: string) => [{ start, end }];

/** The same hours on each of the given ISO weekdays (1 = Monday ... 7 = Sunday). */
function plan(
  weekdays: number[],
  start: string,
  end: string,
  breaks: WorkingDay['breaks'],
): WorkingDay[] {
  return weekdays.map((weekday) => ({ weekday, start, end, breaks }));
}

// 60-minute slots on 09:00-17:00 with lunch 12:00-14:00 give 09, 10, 11, 14, 15 and 16 o'clock:
// the spec's fallback slots, so the booking page looks the same online and offline.
const FALLBACK_SHAPED_DAY = ['09:00', '17:00', lunch('12:00', '14:00')] as const;

export const doctors: DoctorSeed[] = [
  {
    slug: 'dr-rajesh-sharma',
    name: 'Dr. Rajesh Sharma',
    specialization: SPECIALIZATIONS.piles,
    conditions: [CONDITIONS.piles],
    consultationModes: [IN_CLINIC, VIDEO, PHONE],
    qualification: 'MBBS, MS (General Surgery), FMAS',
    experienceYears: 18,
    image: '/images/doctors/dr-rajesh-sharma.svg',
    bio: 'Dr. Rajesh Sharma has treated piles and other anorectal conditions for eighteen years, first at a district hospital and now at Shanti Care Clinic. He prefers to start with diet and medicines and explains every option, including laser treatment, in plain words before any decision is made.',
    expertise: [
      'Piles (haemorrhoids)',
      'Laser haemorrhoidoplasty',
      'Rubber band ligation',
      'Anal fissure',
      'Constipation care',
    ],
    languages: ['Hindi', 'English'],
    isAvailable: true,
    consultationFee: 500,
    slotMinutes: 60,
    workingPlan: plan([1, 2, 3, 4, 5, 6], ...FALLBACK_SHAPED_DAY),
    daysOff: demoDaysOff(['12-25', '01-26', '03-22'], {
      afterDays: 17,
      weekdays: [1, 2, 3, 4, 5, 6],
    }),
  },
  {
    slug: 'dr-anita-verma',
    name: 'Dr. Anita Verma',
    specialization: SPECIALIZATIONS.fistula,
    conditions: [CONDITIONS.fistula],
    consultationModes: [IN_CLINIC, VIDEO],
    qualification: 'MBBS, MS (General Surgery), FIAGES',
    experienceYears: 12,
    image: '/images/doctors/dr-anita-verma.svg',
    bio: 'Dr. Anita Verma focuses on fistula-in-ano, pilonidal sinus and fissures, with special attention to keeping recovery short and dressings simple. Women patients often say they find it easier to talk to her about symptoms they had put off for years.',
    expertise: [
      'Fistula-in-ano',
      'Laser fistula closure (FiLaC)',
      'Kshar sutra follow-up',
      'Pilonidal sinus',
      'Chronic fissure',
    ],
    languages: ['Hindi', 'English', 'Marathi'],
    isAvailable: true,
    consultationFee: 600,
    slotMinutes: 60,
    // Thursdays are her operating-theatre day.
    workingPlan: plan([1, 2, 3, 5, 6], ...FALLBACK_SHAPED_DAY),
    daysOff: demoDaysOff(['12-31', '02-15'], { afterDays: 30, weekdays: [1, 2, 3, 5, 6] }),
  },
  {
    slug: 'dr-sameer-khan',
    name: 'Dr. Sameer Khan',
    specialization: SPECIALIZATIONS.hydrocele,
    conditions: [CONDITIONS.hydrocele],
    // A swelling is examined in person.
    consultationModes: [IN_CLINIC],
    qualification: 'MBBS, MS (General Surgery), MCh (Urology)',
    experienceYears: 15,
    image: '/images/doctors/dr-sameer-khan.svg',
    bio: 'Dr. Sameer Khan is a urologist who sees men of all ages with hydrocele, varicocele, hernia-like swellings and prostate complaints. He uses an ultrasound examination in the clinic to confirm the cause of a swelling before advising surgery.',
    expertise: ['Hydrocele', 'Varicocele', 'Scrotal swelling', 'Prostate enlargement'],
    languages: ['Hindi', 'English', 'Urdu'],
    isAvailable: true,
    consultationFee: 700,
    slotMinutes: 30,
    workingPlan: [
      ...plan([1, 2, 3, 4, 5], '10:00', '18:00', lunch('13:00', '14:00')),
      { weekday: 6, start: '10:00', end: '14:00', breaks: [] },
    ],
    daysOff: demoDaysOff(['12-24', '03-04']),
  },
  {
    slug: 'dr-vikram-singh',
    name: 'Dr. Vikram Singh',
    specialization: SPECIALIZATIONS.sexualWellness,
    conditions: [CONDITIONS.sexualWellness],
    consultationModes: [IN_CLINIC, VIDEO, PHONE],
    qualification: 'MBBS, MD (Psychiatry), Fellowship in Sexual Medicine',
    experienceYears: 10,
    image: '/images/doctors/dr-vikram-singh.svg',
    bio: 'Dr. Vikram Singh helps men and couples with erectile difficulty, early ejaculation, low desire and the worry that often comes with them. Consultations are unhurried and strictly private, and he looks at sleep, stress, diabetes and blood pressure as well as the complaint itself.',
    expertise: [
      'Erectile dysfunction',
      'Premature ejaculation',
      'Low libido',
      'Performance anxiety',
      'Couple counselling',
    ],
    languages: ['Hindi', 'English', 'Punjabi'],
    isAvailable: true,
    consultationFee: 600,
    slotMinutes: 30,
    // Works Tuesday to Sunday afternoons and evenings, after office hours; Monday off.
    workingPlan: plan([2, 3, 4, 5, 6, 7], '11:00', '19:00', lunch('14:00', '15:00')),
    daysOff: demoDaysOff(['12-26', '01-14']),
  },
  {
    slug: 'dr-meena-iyer',
    name: 'Dr. Meena Iyer',
    specialization: SPECIALIZATIONS.jointPain,
    conditions: [CONDITIONS.jointPain],
    consultationModes: [IN_CLINIC, VIDEO],
    qualification: 'MBBS, MS (Orthopaedics)',
    experienceYears: 14,
    image: '/images/doctors/dr-meena-iyer.svg',
    bio: 'Dr. Meena Iyer treats knee, back and shoulder pain with a strong emphasis on exercise, weight and posture before injections or surgery. She works closely with the clinic physiotherapist and writes every patient a simple home exercise plan.',
    expertise: [
      'Knee osteoarthritis',
      'Low back pain',
      'Frozen shoulder',
      'Sports injuries',
      'Osteoporosis',
    ],
    languages: ['Hindi', 'English', 'Tamil'],
    isAvailable: true,
    consultationFee: 500,
    slotMinutes: 60,
    workingPlan: plan([1, 2, 3, 4, 6], ...FALLBACK_SHAPED_DAY),
    daysOff: demoDaysOff(['01-01', '04-14']),
  },
  {
    slug: 'dr-pooja-agarwal',
    name: 'Dr. Pooja Agarwal',
    specialization: SPECIALIZATIONS.piles,
    conditions: [CONDITIONS.piles],
    consultationModes: [IN_CLINIC, PHONE],
    qualification: 'MBBS, DNB (General Surgery)',
    experienceYears: 7,
    image: '/images/doctors/dr-pooja-agarwal.svg',
    bio: 'Dr. Pooja Agarwal runs the clinic’s morning proctology sessions and the follow-up visits after laser procedures. She is known for clear diet advice and for checking in on patients by phone during the first week of recovery.',
    expertise: ['Piles (haemorrhoids)', 'Post-procedure care', 'Anal fissure', 'Diet counselling'],
    languages: ['Hindi', 'English'],
    isAvailable: true,
    consultationFee: 400,
    slotMinutes: 30,
    workingPlan: [
      ...plan([1, 2, 3, 4, 5], '09:00', '14:00', lunch('11:30', '12:00')),
      { weekday: 7, start: '09:00', end: '13:00', breaks: [] },
    ],
    daysOff: demoDaysOff(['12-28', '02-26']),
  },
  {
    slug: 'dr-arun-mishra',
    name: 'Dr. Arun Mishra',
    specialization: SPECIALIZATIONS.jointPain,
    conditions: [CONDITIONS.jointPain],
    consultationModes: [IN_CLINIC],
    qualification: 'MBBS, D.Ortho, DNB (Orthopaedics)',
    experienceYears: 22,
    image: '/images/doctors/dr-arun-mishra.svg',
    bio: 'Dr. Arun Mishra is the clinic’s senior orthopaedic consultant, with over two decades of experience in arthritis and spine care. He is away on leave at present, so new appointments with him are paused; Dr. Meena Iyer is seeing his patients.',
    expertise: ['Arthritis', 'Spine care', 'Gout', 'Joint injections'],
    languages: ['Hindi', 'English', 'Bhojpuri'],
    isAvailable: false,
    consultationFee: 800,
    slotMinutes: 60,
    workingPlan: plan([1, 3, 5], ...FALLBACK_SHAPED_DAY),
    daysOff: demoDaysOff(['12-01', '12-02']),
  },
];
