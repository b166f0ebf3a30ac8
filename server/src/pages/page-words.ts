import type { PageLocale } from './page-locale';

// The words the server writes into a page itself, outside the app (which has its own
// catalogues): what a browser without JavaScript shows above the page, and the description of a
// page that gives none of its own (the not-found page, a page the browser renders).

export const PAGE_WORDS: Record<PageLocale, { noscript: string; description: string }> = {
  // As client/index.html has them.
  en: {
    noscript: 'Please turn on JavaScript to use this website, or call the clinic.',
    description:
      'Safe, confidential treatment for piles, fistula, hydrocele, sexual wellness and joint pain. Book a consultation online.',
  },
  hi: {
    description:
      'बवासीर, भगंदर, हाइड्रोसील, यौन स्वास्थ्य और जोड़ों के दर्द का सुरक्षित और गोपनीय इलाज। ऑनलाइन अपॉइंटमेंट बुक करें।',
    noscript: 'इस वेबसाइट के सभी काम इस्तेमाल करने के लिए कृपया JavaScript चालू करें, या क्लिनिक को फ़ोन करें।',
  },
};
