// Six patient testimonials (static, shared with permission; names shortened for privacy).

export interface Testimonial {
  id: string;
  name: string;
  condition: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  location: string;
  date?: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 't1',
    name: 'Ramesh K.',
    condition: 'Piles',
    rating: 5,
    content:
      'I had put it off for two years out of embarrassment. The doctor explained everything calmly, and after laser treatment I was back at my shop within a week.',
    location: 'Vidisha',
  },
  {
    id: 't2',
    name: 'Sunita M.',
    condition: 'Fistula',
    rating: 5,
    content:
      'A lady doctor saw me and I felt comfortable from the first visit. The dressings were simple and the staff answered every call.',
    location: 'Bhopal',
  },
  {
    id: 't3',
    name: 'Arvind S.',
    condition: 'Hydrocele',
    rating: 5,
    content:
      'Quick ultrasound, clear advice, and a short operation. I went home the same day and the follow-up visit was free.',
    location: 'Raisen',
  },
  {
    id: 't4',
    name: 'Name withheld',
    condition: 'Sexual wellness',
    rating: 5,
    content:
      'The online consultation was completely private. The doctor found that my sugar was high, which nobody had checked before.',
    location: 'Sagar',
  },
  {
    id: 't5',
    name: 'Kamla D.',
    condition: 'Joint pain',
    rating: 4,
    content:
      'The exercises they taught me have made climbing stairs much easier. They did not push me towards an operation.',
    location: 'Vidisha',
  },
  {
    id: 't6',
    name: 'Imran A.',
    condition: 'Piles',
    rating: 5,
    content:
      'Medicines were delivered the same evening in plain packaging. Diet advice and tablets were enough for me.',
    location: 'Ganj Basoda',
  },
];
