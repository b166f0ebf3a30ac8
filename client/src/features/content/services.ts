// The clinic's two services (static content; ids are the URL segments). Their words are messages
// of the services catalogue (pages/services), one per text, named here by id. The server's search
// mirrors titles and summaries, English and Hindi, in server/src/search/static-pages.ts.
import { paths } from '../../config/paths';

export interface Service {
  id: string;
  /**
   * The English name, for the site footer's links (app/layout/site-footer.tsx), which show it
   * marked lang="en" until the frame carries service names of its own.
   */
  title: string;
  image: string;
  /** Message ids of the services catalogue. */
  texts: { title: string; description: string; extra: string; action: string };
  /** Message ids, one per point. */
  highlights: readonly string[];
  /** Where the action button goes. */
  actionTo: string;
}

export const services: readonly Service[] = [
  {
    id: 'online-consultation',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the footer's English link (see title)
    title: 'Online Consultation',
    image: '/images/services/online-consultation.svg',
    texts: {
      title: 'services.online-consultation.title',
      description: 'services.online-consultation.description',
      extra: 'services.online-consultation.extra',
      action: 'services.online-consultation.action',
    },
    highlights: [
      'services.online-consultation.days',
      'services.online-consultation.followUp',
      'services.online-consultation.modes',
    ],
    actionTo: paths.booking,
  },
  {
    id: 'medicine-delivery',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the footer's English link (see title)
    title: 'Medicine Delivery',
    image: '/images/services/medicine-delivery.svg',
    texts: {
      title: 'services.medicine-delivery.title',
      description: 'services.medicine-delivery.description',
      extra: 'services.medicine-delivery.extra',
      action: 'services.medicine-delivery.action',
    },
    highlights: ['services.medicine-delivery.sameDay', 'services.medicine-delivery.packaging'],
    actionTo: paths.products,
  },
];

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id);
}
