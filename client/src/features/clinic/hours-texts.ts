// Opening hours' words, apart from the clinic's other texts: the frame of every page shows hours.

export const hoursTexts = {
  closed: 'Closed',
  range: (opens: string, closes: string) => `${opens} – ${closes}`,
  dayRange: (first: string, last: string) => `${first} – ${last}`,
} as const;
