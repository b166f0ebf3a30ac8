// The Privacy Policy (written for India's Digital Personal Data Protection Act, 2023) and the
// Terms of Service, as message ids: each heading, paragraph and list item is one message of the
// page's own catalogue (pages/privacy, pages/terms), so a page loads only its own text, in its
// own language, and translators see each paragraph whole.

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** A policy page: message ids of its heading, intro, meta description, sections and date. */
export interface LegalDocument {
  title: string;
  intro: string;
  description: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** Ids `<prefix>.1` … `<prefix>.<count>`. */
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_unused, index) => `${prefix}.${index + 1}`);

export const privacyPolicy: LegalDocument = {
  title: 'privacyPage.title',
  intro: 'privacyPage.intro',
  description: 'privacyPage.description',
  updated: 'privacyPage.updated',
  sections: [
    { heading: 'privacyPage.who.heading', paragraphs: numbered('privacyPage.who', 1) },
    { heading: 'privacyPage.store.heading', items: numbered('privacyPage.store', 5) },
    { heading: 'privacyPage.keep.heading', items: numbered('privacyPage.keep', 5) },
    { heading: 'privacyPage.sees.heading', paragraphs: numbered('privacyPage.sees', 1) },
    { heading: 'privacyPage.rights.heading', items: numbered('privacyPage.rights', 5) },
    { heading: 'privacyPage.ask.heading', paragraphs: numbered('privacyPage.ask', 4) },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'termsPage.title',
  intro: 'termsPage.intro',
  description: 'termsPage.description',
  updated: 'termsPage.updated',
  sections: [
    { heading: 'termsPage.use.heading', paragraphs: numbered('termsPage.use', 1) },
    { heading: 'termsPage.consult.heading', items: numbered('termsPage.consult', 4) },
    { heading: 'termsPage.orders.heading', items: numbered('termsPage.orders', 4) },
    { heading: 'termsPage.privacy.heading', paragraphs: numbered('termsPage.privacy', 1) },
    { heading: 'termsPage.law.heading', paragraphs: numbered('termsPage.law', 1) },
  ],
};
