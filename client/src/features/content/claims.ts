// The spec's claims and figures (section 1), written once and shown wherever the spec puts them.

export const stats = [
  { value: '10,000+', label: 'Patients treated' },
  { value: '15+', label: 'Years of experience' },
  { value: '99%', label: 'Success rate' },
  { value: '4.9/5', label: 'Average rating' },
] as const;

export const claims = {
  consultationDays: 'Online consultations 7 days a week',
  freeFollowUp: 'Free follow-up consultation within 7 days',
  sameDayDelivery: 'Same-day medicine delivery in select areas, with real-time order tracking',
  averageRating: '4.9/5',
  happyPatients: '10,000+',
  successRate: '99%',
} as const;

/** Typical recovery times; every patient is different and the doctor will say what to expect. */
export const recovery = {
  pilesLaser: '3-7 days',
  pilesTraditional: '2-3 weeks',
  fistula: '1-2 weeks',
  hydroceleReturnToWork: '5-7 days',
  hydroceleFull: '2-3 weeks',
} as const;

/** Shown on every page with medical content. */
export const medicalReview =
  'Medically reviewed by our clinic’s doctors. Last reviewed November 2026. This page explains; it does not replace a consultation.';
