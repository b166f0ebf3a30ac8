import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { services } from './services';
import { contentTexts } from './strings';

const texts = contentTexts.services;

export function ServicesPage() {
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {services.map((service) => (
          <Card key={service.id} variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="h2" component="h2">
                {service.title}
              </Typography>
            </CardContent>
            <CardActions>
              <Button
                component={RouterLink}
                to={paths.service(service.id)}
                aria-label={`${texts.learnMore}: ${service.title}`}
              >
                {texts.learnMore}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    </PageContainer>
  );
}
