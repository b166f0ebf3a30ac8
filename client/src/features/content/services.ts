// The clinic's two services (static content; ids are the URL segments). The server's search
// mirrors titles and summaries in server/src/search/static-pages.ts.
import { paths } from '../../config/paths';
import { claims } from './claims';

export interface Service {
  id: string;
  title: string;
  description: string;
  extra: string;
  image: string;
  highlights: readonly string[];
  action: { label: string; to: string };
}

export const services: readonly Service[] = [
  {
    id: 'online-consultation',
    title: 'Online Consultation',
    description:
      'Talk to our doctors by video or phone from the privacy of your home. Describe your concern, get advice and a prescription when it is needed, without a waiting room.',
    extra:
      'If the doctor needs to examine you, they will say so and help you book a clinic visit. Your consultation notes are kept confidential.',
    image: '/images/services/online-consultation.svg',
    highlights: [
      claims.consultationDays,
      claims.freeFollowUp,
      'Video or phone, whichever suits you',
    ],
    action: { label: 'Book Appointment', to: paths.booking },
  },
  {
    id: 'medicine-delivery',
    title: 'Medicine Delivery',
    description:
      'Order the medicines and care products your doctor recommends and have them delivered to your door in plain, discreet packaging.',
    extra:
      'Pay on delivery or online. Prescription medicines are sent only against a valid prescription from a registered doctor.',
    image: '/images/services/medicine-delivery.svg',
    highlights: [claims.sameDayDelivery, 'Plain packaging with no product names outside'],
    action: { label: 'Order Medicines', to: paths.products },
  },
];

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}
