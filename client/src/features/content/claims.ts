// The spec's claims (section 1), written once and shown wherever the spec puts them. The home
// page's figures are the clinic's own, edited in the console (api/home-figures.ts).

export const claims = {
  consultationDays: 'Online consultations 7 days a week',
  freeFollowUp: 'Free follow-up consultation within 7 days',
  sameDayDelivery: 'Same-day medicine delivery in select areas, with real-time order tracking',
} as const;

/**
 * Typical recovery times; every patient is different and the doctor will say what to expect. The
 * condition pages state them in each language's catalogue (condition-details/<id>/locales); a
 * test holds every language to these figures.
 */
export const recovery = {
  pilesLaser: '3-7 days',
  pilesTraditional: '2-3 weeks',
  fistula: '1-2 weeks',
  hydroceleReturnToWork: '5-7 days',
  hydroceleFull: '2-3 weeks',
} as const;
