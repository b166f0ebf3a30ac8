// The demo clinic's feedback, given with permission to publish and approved, so the demo site
// shows the testimonials and ratings it always has; and the demo hero's claims. A real clinic
// starts with neither: its testimonials come from its own patients' approved feedback.

export interface DemoFeedback {
  name: string;
  town: string;
  condition: string;
  rating: number;
  message: string;
  doctorSlug: string;
  /** Days before the seed ran that it was approved (the newest shows first). */
  daysAgo: number;
}

export const demoFeedback: readonly DemoFeedback[] = [
  {
    name: 'Ramesh Kumar',
    town: 'Vidisha',
    condition: 'Piles',
    rating: 5,
    message:
      'I had put it off for two years out of embarrassment. The doctor explained everything calmly, and after laser treatment I was back at my shop within a week.',
    doctorSlug: 'dr-rajesh-sharma',
    daysAgo: 6,
  },
  {
    name: 'Sunita Mehra',
    town: 'Bhopal',
    condition: 'Fistula',
    rating: 5,
    message:
      'A lady doctor saw me and I felt comfortable from the first visit. The dressings were simple and the staff answered every call.',
    doctorSlug: 'dr-anita-verma',
    daysAgo: 12,
  },
  {
    name: 'Arvind Saxena',
    town: 'Raisen',
    condition: 'Hydrocele',
    rating: 5,
    message:
      'Quick ultrasound, clear advice, and a short operation. I went home the same day and the follow-up visit was free.',
    doctorSlug: 'dr-sameer-khan',
    daysAgo: 20,
  },
  {
    name: 'Manoj',
    town: 'Sagar',
    condition: 'Sexual wellness',
    rating: 5,
    message:
      'The online consultation was completely private. The doctor found that my sugar was high, which nobody had checked before.',
    doctorSlug: 'dr-vikram-singh',
    daysAgo: 27,
  },
  {
    name: 'Kamla Devi',
    town: 'Vidisha',
    condition: 'Joint pain',
    rating: 4,
    message:
      'The exercises they taught me have made climbing stairs much easier. They did not push me towards an operation.',
    doctorSlug: 'dr-meena-iyer',
    daysAgo: 35,
  },
  {
    name: 'Imran Ali',
    town: 'Ganj Basoda',
    condition: 'Piles',
    rating: 5,
    message:
      'Medicines were delivered the same evening in plain packaging. Diet advice and tablets were enough for me.',
    doctorSlug: 'dr-pooja-agarwal',
    daysAgo: 41,
  },
];

/** The demo hero's figures (the clinic edits its own in the console). */
export const demoClaims = { patientsTreated: 10_000, yearsOfService: 15, successRate: 99 };
