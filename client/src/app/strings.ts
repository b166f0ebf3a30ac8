// Every visible text of the app shell (layout and error page), in one place; the not-found
// page's are in not-found-texts.ts, loaded with that page.

export const layoutTexts = {
  skipLink: 'Skip to main content',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    services: 'Services',
    diseases: 'Diseases',
    products: 'Products',
    blog: 'Blog',
    contact: 'Contact',
  },
  homeLink: (clinicName?: string) => (clinicName ? `${clinicName}, home page` : 'Home page'),
  topBar: { label: 'Clinic contact and hours', today: 'Today' },
  search: {
    open: 'Search',
    title: 'Search the site',
    close: 'Close',
  },
  cart: (count: number) =>
    count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  account: 'My orders & appointments',
  emergency: 'Emergency',
  emergencyCall: (phone: string) => `Emergency: call ${phone}`,
  book: 'Book Appointment',
  menu: { open: 'Open menu', close: 'Close menu', title: 'Menu' },
  actionBar: { label: 'Quick contact', call: 'Call', whatsapp: 'WhatsApp', book: 'Book' },
  whatsappGreeting: 'Hello, I would like to talk to a doctor.',
  loading: 'Loading…',
  footer: {
    services: 'Our Services',
    quickLinks: 'Quick Links',
    resources: 'Patient Resources',
    contact: 'Contact Us',
    hours: 'Opening Hours',
    emergency: 'Emergency (24/7)',
    doctors: 'Our Doctors',
    bookAppointment: 'Book Appointment',
    feedback: 'Share Your Feedback',
    faq: 'FAQ',
    orders: 'My Orders & Appointments',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    diseases: 'Diseases We Treat',
    unavailable: 'Our contact details could not be loaded.',
    retry: 'Try again',
    rights: (name: string, year: number) => `© ${year} ${name}. All rights reserved.`,
  },
} as const;

export const routeErrorTexts = {
  title: 'Something went wrong',
  body: 'This page could not be shown. Please try again; your connection may have dropped.',
  retry: 'Try again',
  home: 'Go to the home page',
  call: (phone: string) => `Need help now? Call us on ${phone}`,
  callLink: 'Call the clinic',
} as const;
