import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { findService } from './services';
import { contentTexts } from './strings';

const texts = contentTexts.service;

export function ServiceDetailPage() {
  const service = findService(useParams().serviceId);
  return (
    <PageContainer>
      {service ? (
        <>
          <PageHeader title={service.title} intro={texts.intro} />
          <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
            {contentTexts.home.bookConsultation}
          </Button>
        </>
      ) : (
        <PageHeader title={texts.notFoundTitle} intro={texts.notFoundIntro} />
      )}
      <Link
        component={RouterLink}
        to={paths.services}
        sx={{ display: 'inline-block', mt: 3, py: 1.5 }}
      >
        {texts.back}
      </Link>
    </PageContainer>
  );
}
