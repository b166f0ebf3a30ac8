export interface Faq {
  question: string;
  answer: string;
}

export interface InfoCard {
  title: string;
  text: string;
}

export interface TreatmentOption {
  title: string;
  text: string;
  points: readonly string[];
  /** Typical recovery, from the spec's claims where it gives one. */
  recovery?: string;
}

/** Everything a condition page shows beyond its name (all static). */
export interface ConditionDetails {
  heroText: string;
  understanding: { heading: string; paragraphs: readonly string[] };
  benefits: readonly [InfoCard, InfoCard, InfoCard];
  causes: readonly string[];
  symptoms: readonly string[];
  /** A sign that needs a doctor the same day. */
  urgent: string;
  treatmentsHeading: string;
  treatments: readonly [TreatmentOption, TreatmentOption];
  faqs: readonly Faq[];
}
