export const messagesTexts = {
  contact: {
    title: 'Contact Us',
    intro: 'Call, WhatsApp or write to us. We reply in confidence.',
  },
  feedback: {
    title: 'Share Your Feedback',
    intro: 'Tell us about your experience so we can keep improving our care.',
  },
} as const;
