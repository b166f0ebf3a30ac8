import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { bookingFor } from '../../config/booking-link';
import { formatPhone, telHref } from '../../lib/phone';
import { useContentClinic } from './use-content-clinic';
import type { InfoCard } from './condition-details/types';
import { NotFoundError } from '../../lib/not-found-error';
import { useMetaDescription } from '../../lib/page-head';
import { findCondition, type Condition } from './conditions';
import { useConditionDetails } from './condition-words';
import { ConditionDoctors } from './condition-doctors';
import { ContentImage } from './content-image';
import { FaqAccordion } from './faq-accordion';
import { JsonLd } from '../../components/json-ld';
import { faqPage } from '../../lib/structured-data';

/** Unknown condition ids are a real 404, answered by the route error page. */

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
      {items.map((item) => (
        <li key={item}>
          <Typography>{item}</Typography>
        </li>
      ))}
    </Box>
  );
}

function CardGrid({ cards, columns }: { cards: readonly InfoCard[]; columns: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {cards.map((card) => (
        <Card key={card.title} variant="outlined">
          <CardContent>
            <Typography component="h3" variant="h6" gutterBottom>
              {card.title}
            </Typography>
            <Typography>{card.text}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

const sectionSx = { mt: 5, maxWidth: '75ch' } as const;

export function ConditionPage() {
  const { conditionId } = useParams();
  const condition = findCondition(conditionId);
  if (!condition) throw new NotFoundError(`condition ${conditionId}`);
  return <ConditionContent condition={condition} />;
}

/** One condition's page, every word in the page's language (its own catalogue). */
function ConditionContent({ condition }: { condition: Condition }) {
  const { phone } = useContentClinic();
  const { _, i18n, details } = useConditionDetails(condition.id);
  const name = _(`conditions.${condition.id}.name`);
  useMetaDescription(_(`conditions.${condition.id}.summary`));
  return (
    <PageContainer>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        }}
      >
        <div>
          <PageHeader title={name} intro={details.heroText} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to={bookingFor({ condition: condition.id })}
              variant="contained"
              color="secondary"
            >
              {_('condition.bookConsultation')}
            </Button>
            {phone && (
              <Button href={telHref(phone)} variant="outlined" startIcon={<LocalPhoneIcon />}>
                {_('condition.callNow', { phone: formatPhone(phone) })}
              </Button>
            )}
          </Stack>
        </div>
        <ContentImage src={condition.image} alt="" width={320} height={240} lazy={false} />
      </Box>

      <Box component="section" aria-labelledby="understanding" sx={sectionSx}>
        <Typography id="understanding" component="h2" variant="h2" gutterBottom>
          {details.understanding.heading}
        </Typography>
        {details.understanding.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <Box component="section" aria-label={_('condition.benefitsLabel')} sx={{ mt: 2 }}>
        <CardGrid cards={details.benefits} columns={3} />
      </Box>

      <Box
        sx={{ mt: 5, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <section aria-labelledby="causes">
          <Typography id="causes" component="h2" variant="h2" gutterBottom>
            {_('condition.causes')}
          </Typography>
          <BulletList items={details.causes} />
        </section>
        <section aria-labelledby="symptoms">
          <Typography id="symptoms" component="h2" variant="h2" gutterBottom>
            {_('condition.symptoms')}
          </Typography>
          <BulletList items={details.symptoms} />
        </section>
      </Box>
      <Alert severity="warning" role="note" sx={{ mt: 3 }}>
        <Typography component="h2" variant="h6">
          {_('condition.urgentTitle')}
        </Typography>
        {details.urgent}
      </Alert>

      <Box component="section" aria-labelledby="treatments" sx={{ mt: 5 }}>
        <Typography id="treatments" component="h2" variant="h2" gutterBottom>
          {details.treatmentsHeading}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {details.treatments.map((option) => (
            <Card key={option.title} variant="outlined">
              <CardContent>
                <Typography component="h3" variant="h6" gutterBottom>
                  {option.title}
                </Typography>
                <Typography sx={{ mb: 2 }}>{option.text}</Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {option.points.map((point) => (
                    <Box component="li" key={point} sx={{ display: 'flex', gap: 1, mb: 1 }}>
                      <CheckCircleOutlineOutlinedIcon
                        color="primary"
                        fontSize="small"
                        aria-hidden
                      />
                      <Typography>{point}</Typography>
                    </Box>
                  ))}
                </Box>
                {option.recovery && (
                  <Typography sx={{ mt: 1, fontWeight: 600 }}>{option.recovery}</Typography>
                )}
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>

      <ConditionDoctors
        conditionId={condition.id}
        conditionName={_(`conditions.${condition.id}.shortName`)}
      />

      <Box component="section" aria-labelledby="faq" sx={sectionSx}>
        <Typography id="faq" component="h2" variant="h2" gutterBottom>
          {_('condition.faq')}
        </Typography>
        <FaqAccordion faqs={details.faqs} />
        <JsonLd data={{ ...faqPage(details.faqs), inLanguage: i18n.locale }} />
      </Box>

      <Paper
        component="section"
        aria-labelledby="closing"
        sx={{ mt: 5, p: { xs: 3, md: 4 }, bgcolor: 'primary.light', textAlign: 'center' }}
        elevation={0}
      >
        <Typography id="closing" component="h2" variant="h2" gutterBottom>
          {_('condition.closingTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{_('condition.closingText')}</Typography>
        <Button
          component={RouterLink}
          to={bookingFor({ condition: condition.id })}
          variant="contained"
          color="secondary"
        >
          {_('condition.bookClosing')}
        </Button>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {_('condition.medicalReview')}
      </Typography>
    </PageContainer>
  );
}
