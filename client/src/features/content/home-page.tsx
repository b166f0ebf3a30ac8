import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { contentTexts } from './strings';

const texts = contentTexts.home;

interface HomePageProps {
  /** The doctors section, owned by the booking feature and placed here by the app's router. */
  doctorsSection?: ReactNode;
}

export function HomePage({ doctorsSection }: HomePageProps) {
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} documentTitle={texts.documentTitle} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {texts.bookConsultation}
        </Button>
        <Button component={RouterLink} to={paths.services} variant="outlined">
          {texts.viewServices}
        </Button>
      </Stack>
      {doctorsSection}
    </PageContainer>
  );
}
