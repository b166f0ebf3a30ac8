import type { Catalogue } from './catalogue';

/**
 * Said under every patient message but a one-time code. STOP stays in Latin letters: it is the
 * word the WhatsApp webhook and the SMS provider act on.
 */
const STOP = 'रिमाइंडर और अपडेट बंद करने के लिए STOP लिखकर भेजें।';

/** Where the patient manages a booking, and the clinic's number. */
const manage = (link: string, clinicPhone: string) =>
  `बुकिंग देखें या बदलें: ${link} · क्लिनिक: ${clinicPhone}।`;

/**
 * Hindi, written for patients rather than translated word by word: polite (आप), plain, with the
 * English word in brackets where patients know it better. The same facts as the English and no
 * more; nothing names a condition or symptom. Dates and sums arrive already in Hindi (see
 * param-words.ts); each value sits after a label ("समय: …") so the sentence reads right whatever
 * it holds.
 */
export const hi: Catalogue = {
  booking_made: {
    subject: (p) => `बुकिंग ${p.reference} हमें मिल गई है`,
    text: (p) =>
      `आपकी बुकिंग ${p.reference} हमें मिल गई है: ${p.doctor}, ${p.when}। इसे पक्का करने के लिए हम आपको जल्द ही फ़ोन करेंगे। ${manage(p.link, p.clinicPhone)} ${STOP}`,
  },
  booking_confirmed: {
    subject: (p) => `बुकिंग ${p.reference} पक्की हो गई है`,
    text: (p) =>
      `${p.doctor} के साथ आपका अपॉइंटमेंट ${p.reference} पक्का हो गया है। समय: ${p.when}। ${manage(p.link, p.clinicPhone)} ${STOP}`,
  },
  booking_rescheduled: {
    subject: (p) => `बुकिंग ${p.reference} का समय बदल गया है`,
    text: (p) =>
      `${p.doctor} के साथ आपके अपॉइंटमेंट ${p.reference} का समय बदल गया है। नया समय: ${p.when}। ${manage(p.link, p.clinicPhone)} ${STOP}`,
  },
  booking_cancelled: {
    subject: (p) => `बुकिंग ${p.reference} रद्द हो गई है`,
    text: (p) =>
      `आपका अपॉइंटमेंट ${p.reference} रद्द हो गया है (समय था: ${p.when})। दोबारा बुक करने के लिए: ${p.link} · क्लिनिक: ${p.clinicPhone}। ${STOP}`,
  },
  reminder_day_before: {
    subject: (p) => `याद दिला दें: कल आपका अपॉइंटमेंट है (${p.reference})`,
    text: (p) =>
      `याद दिला दें: ${p.doctor} के साथ आपका अपॉइंटमेंट ${p.reference} कल है। समय: ${p.when}। ${manage(p.link, p.clinicPhone)} ${STOP}`,
  },
  reminder_two_hours: {
    subject: (p) => `याद दिला दें: आज आपका अपॉइंटमेंट है (${p.reference})`,
    text: (p) =>
      `${p.doctor} के साथ आपका अपॉइंटमेंट ${p.reference} लगभग दो घंटे बाद है। समय: ${p.when}। ${manage(p.link, p.clinicPhone)} ${STOP}`,
  },
  order_placed: {
    subject: (p) => `ऑर्डर ${p.orderNumber} हमें मिल गया है`,
    text: (p) =>
      `आपका ऑर्डर ${p.orderNumber} (${p.total}) हमें मिल गया है। डिलीवरी पक्की करने के लिए हम आपको फ़ोन करेंगे। ऑर्डर देखें: ${p.link} · क्लिनिक: ${p.clinicPhone}। ${STOP}`,
  },
  prescription_rejected: {
    subject: (p) => `ऑर्डर ${p.orderNumber}: पर्चा (prescription) स्वीकार नहीं हुआ`,
    text: (p) =>
      `ऑर्डर ${p.orderNumber} के साथ भेजा गया पर्चा (prescription) हम स्वीकार नहीं कर सके, इसलिए यह ऑर्डर रद्द कर दिया गया है। कारण ऑर्डर के पेज पर लिखा है: ${p.link} · क्लिनिक: ${p.clinicPhone}। ${STOP}`,
  },
  order_shipped: {
    subject: (p) => `ऑर्डर ${p.orderNumber} रास्ते में है`,
    text: (p) =>
      `आपका ऑर्डर ${p.orderNumber} डिलीवरी के लिए निकल चुका है। ऑर्डर देखें: ${p.link} · क्लिनिक: ${p.clinicPhone}। ${STOP}`,
  },
  order_delivered: {
    subject: (p) => `ऑर्डर ${p.orderNumber} पहुँच गया है`,
    text: (p) =>
      `आपका ऑर्डर ${p.orderNumber} आप तक पहुँच गया है। आपका बिल (invoice): ${p.link} · क्लिनिक: ${p.clinicPhone}। ${STOP}`,
  },
  order_cancelled: {
    subject: (p) => `ऑर्डर ${p.orderNumber} रद्द हो गया है`,
    text: (p) =>
      `आपका ऑर्डर ${p.orderNumber} रद्द हो गया है। कारण यहाँ देखें: ${p.link} · क्लिनिक: ${p.clinicPhone}। ${STOP}`,
  },
  lookup_code: {
    subject: (p) => `आपका कोड: ${p.code}`,
    text: (p) =>
      `${p.code} आपके ऑर्डर देखने का कोड है। यह ${p.minutes} मिनट तक काम करेगा। इसे किसी को न बताएँ; क्लिनिक यह कोड कभी नहीं माँगेगा।`,
  },
  // The clinic's alerts go in English (clinic-alerts.ts); these are here so the catalogue is whole.
  contact_reply: {
    subject: () => 'क्लिनिक की ओर से जवाब',
    text: (p) => `नमस्ते ${p.name}, ${p.reply} · क्लिनिक: ${p.clinicPhone}। ${STOP}`,
  },
  clinic_new_booking: {
    subject: (p) => `नई बुकिंग ${p.reference}`,
    text: (p) => `नई बुकिंग ${p.reference}: ${p.doctor}, ${p.when}। खोलें: ${p.link}`,
  },
  clinic_new_order: {
    subject: (p) => `नया ऑर्डर ${p.orderNumber}`,
    text: (p) => `नया ऑर्डर ${p.orderNumber} (${p.total})। खोलें: ${p.link}`,
  },
  clinic_new_contact: {
    subject: () => 'वेबसाइट से नया संदेश',
    text: (p) => `वेबसाइट पर नया संदेश आया है (समय: ${p.when})। पढ़ें: ${p.link}`,
  },
};
