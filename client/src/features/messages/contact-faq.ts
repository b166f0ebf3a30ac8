import { contactFaqTexts } from './strings';

/** The contact page's questions as one group, which the site-wide FAQ page also lists. */
export const contactFaqGroup = {
  id: 'contact',
  title: contactFaqTexts.title,
  faqs: contactFaqTexts.faqs,
};
