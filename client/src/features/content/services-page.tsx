import { Link as RouterLink } from 'react-router-dom';
import { Trans } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { VisuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../config/paths';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { useMetaDescription } from '../../lib/page-head';
import { ContentImage } from './content-image';
import { servicesCatalogue } from './pages/services/catalogue';
import { services } from './services';

/** The page's words in the page's language, for the router to load with its code. */
export const preloadWords = () => loadCatalogue(servicesCatalogue, browserLocale());

export function ServicesPage() {
  const { _ } = useCatalogue(servicesCatalogue);
  useMetaDescription(_('servicesPage.description'));
  return (
    <PageContainer>
      <PageHeader title={_('servicesPage.title')} intro={_('servicesPage.intro')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {services.map((service, index) => {
          const title = _(service.texts.title);
          return (
            <Card
              key={service.id}
              variant="outlined"
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              <ContentImage src={service.image} alt="" width={320} height={240} lazy={index > 0} />
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h2" component="h2" gutterBottom>
                  {title}
                </Typography>
                <Typography>{_(service.texts.description)}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={paths.service(service.id)}
                  aria-label={_('servicesPage.learnMoreAbout', { title })}
                >
                  {/* The link's text names the service for search engines; only "Learn More" shows. */}
                  <Trans
                    id="servicesPage.learnMore"
                    values={{ title }}
                    components={{ 0: <VisuallyHidden>{null}</VisuallyHidden> }}
                  />
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </PageContainer>
  );
}
