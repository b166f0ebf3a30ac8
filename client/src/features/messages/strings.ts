// Every visible text of the contact and feedback pages, in one place.

export const messagesTexts = {
  contact: {
    title: 'Contact Us',
    intro: 'Call, WhatsApp or write to us. We reply in confidence.',
    visit: 'Visit us',
    call: 'Call us',
    write: 'E-mail us',
    hours: 'Working hours',
    emergencyTitle: 'Emergency? We answer 24/7',
    emergencyText: 'For severe pain, heavy bleeding or sudden swelling, call now:',
    quickTitle: 'Quick contact',
    quickCall: 'Call',
    quickWhatsapp: 'WhatsApp',
    quickEmail: 'E-mail',
    whatsappGreeting: 'Hello, I have a question for the clinic.',
    map: 'Open the map (OpenStreetMap)',
    loading: 'Loading our contact details…',
    unavailable: 'Our contact details could not be loaded.',
    retry: 'Try again',
    faqTitle: 'Common questions',
    form: {
      title: 'Send us a message',
      name: 'Your Name',
      email: 'Email Address',
      phone: 'Phone Number (optional)',
      subject: 'Subject',
      message: 'Message',
      privacyNote: 'Please do not include detailed medical history here; a doctor will ask you.',
      send: 'Send Message',
      sending: 'Sending…',
      nameRequired: 'Please enter your name',
      nameTooLong: 'Your name must be at most 100 characters',
      emailRequired: 'Please enter your email address',
      emailInvalid: 'Please enter a valid email address',
      subjectRequired: 'Please enter a subject',
      subjectTooLong: 'The subject must be at most 150 characters',
      messageRequired: 'Please enter your message',
      messageTooLong: 'Your message must be at most 5000 characters',
      sentTitle: 'Message Sent!',
      sentText: "Thank you for contacting us. We'll get back to you soon.",
      failedTitle: 'Message not sent',
      failed: 'Your message could not be sent. Please try again, or call us.',
    },
  },
  feedback: {
    title: 'Share Your Feedback',
    intro: 'Tell us about your experience so we can keep improving our care.',
    name: 'Your Name',
    condition: 'Treatment or Condition (optional)',
    message: 'Your feedback',
    rating: 'Rating',
    consentToPublish: 'You may publish my feedback (first name and town only)',
    ratingOption: (stars: number) =>
      `${stars} ${stars === 1 ? 'star' : 'stars'}${stars === 5 ? ' – Excellent' : stars === 1 ? ' – Poor' : ''}`,
    submit: 'Submit Feedback',
    submitting: 'Submitting…',
    nameRequired: 'Please enter your name',
    nameTooLong: 'Your name must be at most 100 characters',
    conditionTooLong: 'Treatment or condition must be at most 100 characters',
    messageRequired: 'Please enter your feedback',
    messageTooLong: 'Your feedback must be at most 2000 characters',
    thanks: 'Thank you for your feedback!',
    failedTitle: 'Feedback not sent',
    failed: 'Your feedback could not be sent. Please try again.',
  },
} as const;

export const contactFaqTexts = {
  title: 'Appointments, privacy and delivery',
  faqs: [
    {
      question: 'How quickly will you reply to my message?',
      answer:
        'We reply to messages within one working day. For anything urgent, please call or WhatsApp us instead.',
    },
    {
      question: 'Is what I tell you kept private?',
      answer:
        'Yes. Only the doctors and staff caring for you see your details, and nothing we send you names your condition.',
    },
    {
      question: 'Can I book an appointment by phone or WhatsApp?',
      answer:
        'Yes. Call or message us with your name and a convenient time, or book online any time.',
    },
    {
      question: 'Do you deliver medicines to my home?',
      answer:
        'Yes, in plain packaging. Same-day delivery is available in select areas, with order tracking.',
    },
  ],
} as const;
