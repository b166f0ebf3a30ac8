import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { messagesCatalogue } from './catalogue';

const QUESTIONS = ['reply', 'privacy', 'booking', 'delivery'] as const;

/**
 * The contact page's questions as one group in the page's language, which the site-wide FAQ page
 * also lists.
 */
export function useContactFaqGroup() {
  const { _ } = useCatalogue(messagesCatalogue);
  return {
    id: 'contact',
    // In the page's language, as every message of this catalogue.
    lang: useLocale(),
    title: _('messages.faq.title'),
    faqs: QUESTIONS.map((key) => ({
      question: _(`messages.faq.${key}.question`),
      answer: _(`messages.faq.${key}.answer`),
    })),
  };
}
