import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { conditionDetails } from './condition-details';
import type { Faq } from './condition-details/types';
import { conditions } from './conditions';
import { FaqAccordion } from './faq-accordion';
import { contentTexts } from './strings';
import { JsonLd } from '../../components/json-ld';
import { faqPage } from '../../lib/structured-data';

const texts = contentTexts.faq;

export interface FaqGroup {
  id: string;
  title: string;
  faqs: readonly Faq[];
  /** Where the questions come from, e.g. the condition page. */
  link?: string;
}

interface FaqPageProps {
  /** Groups owned by other features (the contact page's questions), added by the app's router. */
  extraGroups?: readonly FaqGroup[];
}

const conditionGroups: FaqGroup[] = conditions.map((condition) => ({
  id: condition.id,
  title: condition.name,
  faqs: conditionDetails[condition.id].faqs,
  link: paths.condition(condition.id),
}));

export function FaqPage({ extraGroups = [] }: FaqPageProps) {
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <JsonLd data={faqPage([...conditionGroups, ...extraGroups].flatMap((group) => group.faqs))} />
      <Box sx={{ maxWidth: '75ch' }}>
        {[...conditionGroups, ...extraGroups].map((group) => (
          <Box
            component="section"
            key={group.id}
            aria-labelledby={`faq-${group.id}`}
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
                {texts.readMore(group.title)}
              </Link>
            )}
          </Box>
        ))}
      </Box>
    </PageContainer>
  );
}
