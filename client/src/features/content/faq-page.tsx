import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { JsonLd } from '../../components/json-ld';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { loadCatalogue, useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { browserLocale, type Locale } from '../../lib/i18n/locales';
import { useMetaDescription } from '../../lib/page-head';
import { faqPage } from '../../lib/structured-data';
import { FaqAccordion, type Faq } from './faq-accordion';
import { faqCatalogue } from './pages/faq/catalogue';

/** The page's words in the page's language, for the router to load with its code. */
export const preloadWords = () => loadCatalogue(faqCatalogue, browserLocale());

export interface FaqGroup {
  id: string;
  title: string;
  faqs: readonly Faq[];
  /** Where the questions come from, e.g. the condition page. */
  link?: string;
  /**
   * The language the group's texts are in: English when not said, as another feature's words
   * are until it is converted. On a page in another language the group is marked with it.
   */
  lang?: Locale;
}

interface FaqPageProps {
  /** Groups owned by other features (the contact page's questions), added by the app's router. */
  extraGroups?: readonly FaqGroup[];
}

/**
 * Each condition's questions, in the order of the diseases list: the FAQ page's own messages
 * (pages/faq), word for word the questions its condition page answers, `faqPage.<id>.<n>.q`/`.a`.
 */
const conditionGroups = [
  { id: 'piles', questions: 5 },
  { id: 'fistula', questions: 4 },
  { id: 'hydrocele', questions: 4 },
  { id: 'sexual-problems', questions: 4 },
  { id: 'joint-pain', questions: 4 },
] as const;

/** The message ids of a condition group's questions and answers. */
export function conditionFaqIds(id: string, questions: number): Faq[] {
  return Array.from({ length: questions }, (_unused, index) => ({
    question: `faqPage.${id}.${index + 1}.q`,
    answer: `faqPage.${id}.${index + 1}.a`,
  }));
}

export function FaqPage({ extraGroups = [] }: FaqPageProps) {
  const { _ } = useCatalogue(faqCatalogue);
  const locale = useLocale();
  useMetaDescription(_('faqPage.description'));
  const groups: FaqGroup[] = [
    ...conditionGroups.map((group) => ({
      id: group.id,
      title: _(`faqPage.group.${group.id}`),
      faqs: conditionFaqIds(group.id, group.questions).map((faq) => ({
        question: _(faq.question),
        answer: _(faq.answer),
      })),
      link: paths.condition(group.id),
      lang: locale,
    })),
    ...extraGroups,
  ];
  // Search engines get the questions in the page's language only.
  const ownLanguage = groups.filter((group) => (group.lang ?? 'en') === locale);
  return (
    <PageContainer>
      <PageHeader title={_('faqPage.title')} intro={_('faqPage.intro')} />
      <JsonLd
        data={{
          ...faqPage(ownLanguage.flatMap((group) => group.faqs)),
          inLanguage: locale,
        }}
      />
      <Box sx={{ maxWidth: '75ch' }}>
        {groups.map((group) => {
          const lang = group.lang ?? 'en';
          return (
            <Box
              component="section"
              key={group.id}
              aria-labelledby={`faq-${group.id}`}
              lang={lang === locale ? undefined : lang}
              sx={{ mb: 4 }}
            >
              <Typography id={`faq-${group.id}`} component="h2" variant="h2" gutterBottom>
                {group.title}
              </Typography>
              <FaqAccordion faqs={group.faqs} />
              {group.link && (
                <Link
                  component={RouterLink}
                  to={group.link}
                  sx={{ display: 'inline-block', py: 1.5 }}
                >
                  {_('faqPage.readMore', { name: group.title })}
                </Link>
              )}
            </Box>
          );
        })}
      </Box>
    </PageContainer>
  );
}
