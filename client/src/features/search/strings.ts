export const searchTexts = {
  field: 'What are you looking for?',
  hint: 'Type at least 2 letters: a condition, doctor, product or article.',
  searching: 'Searching…',
  failed: 'Search is not working right now. Please try again.',
  retry: 'Try again',
  none: (q: string) => `Nothing found for “${q}”. Try another word, or call us and we will help.`,
  found: (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`,
  groups: {
    conditions: 'Conditions',
    services: 'Services',
    doctors: 'Doctors',
    products: 'Products',
    posts: 'Articles',
  },
} as const;
