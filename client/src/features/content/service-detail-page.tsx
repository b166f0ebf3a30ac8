import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useNotFoundStatus } from '../../lib/page-head';
import { ContentImage } from './content-image';
import { findService } from './services';
import { contentTexts } from './strings';

const texts = contentTexts.service;

function BackLink() {
  return (
    <Link
      component={RouterLink}
      to={paths.services}
      sx={{ display: 'inline-block', mt: 3, py: 1.5 }}
    >
      {texts.back}
    </Link>
  );
}

export function ServiceDetailPage() {
  const service = findService(useParams().serviceId);
  useNotFoundStatus(!service);
  if (!service) {
    return (
      <PageContainer>
        <PageHeader title={texts.notFoundTitle} intro={texts.notFoundIntro} />
        <BackLink />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <div>
          <PageHeader title={service.title} intro={service.description} />
          <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{service.extra}</Typography>
          <Typography component="h2" variant="h6" gutterBottom>
            {texts.highlights}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {service.highlights.map((highlight) => (
              <Box component="li" key={highlight} sx={{ display: 'flex', gap: 1, mb: 1 }}>
                <CheckCircleOutlineOutlinedIcon color="primary" fontSize="small" aria-hidden />
                <Typography>{highlight}</Typography>
              </Box>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to={service.action.to}
            variant="contained"
            color="secondary"
          >
            {service.action.label}
          </Button>
        </div>
        <ContentImage src={service.image} alt="" width={320} height={240} lazy={false} />
      </Box>
      <BackLink />
    </PageContainer>
  );
}
