import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { useMetaDescription, useNotFoundStatus } from '../../lib/page-head';
import { ContentImage } from './content-image';
import { servicesCatalogue } from './pages/services/catalogue';
import { findService } from './services';

/** The page's words in the page's language, for the router to load with its code. */
export const preloadWords = () => loadCatalogue(servicesCatalogue, browserLocale());

function BackLink() {
  const { _ } = useCatalogue(servicesCatalogue);
  return (
    <Link
      component={RouterLink}
      to={paths.services}
      sx={{ display: 'inline-block', mt: 3, py: 1.5 }}
    >
      {_('serviceDetail.back')}
    </Link>
  );
}

export function ServiceDetailPage() {
  const { _ } = useCatalogue(servicesCatalogue);
  const service = findService(useParams().serviceId);
  useNotFoundStatus(!service);
  useMetaDescription(_(service ? service.texts.description : 'serviceDetail.notFoundIntro'));
  if (!service) {
    return (
      <PageContainer>
        <PageHeader
          title={_('serviceDetail.notFoundTitle')}
          intro={_('serviceDetail.notFoundIntro')}
        />
        <BackLink />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <div>
          <PageHeader title={_(service.texts.title)} intro={_(service.texts.description)} />
          <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{_(service.texts.extra)}</Typography>
          <Typography component="h2" variant="h6" gutterBottom>
            {_('serviceDetail.highlights')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {service.highlights.map((highlight) => (
              <Box component="li" key={highlight} sx={{ display: 'flex', gap: 1, mb: 1 }}>
                <CheckCircleOutlineOutlinedIcon color="primary" fontSize="small" aria-hidden />
                <Typography>{_(highlight)}</Typography>
              </Box>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to={service.actionTo}
            variant="contained"
            color="secondary"
          >
            {_(service.texts.action)}
          </Button>
        </div>
        <ContentImage src={service.image} alt="" width={320} height={240} lazy={false} />
      </Box>
      <BackLink />
    </PageContainer>
  );
}
