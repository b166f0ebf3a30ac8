import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { ContentImage } from './content-image';
import { services } from './services';
import { contentTexts } from './strings';
import { VisuallyHidden } from '../../components/visually-hidden';

const texts = contentTexts.services;

export function ServicesPage() {
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {services.map((service, index) => (
          <Card
            key={service.id}
            variant="outlined"
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            <ContentImage src={service.image} alt="" width={320} height={240} lazy={index > 0} />
            <CardContent sx={{ flex: 1 }}>
              <Typography variant="h2" component="h2" gutterBottom>
                {service.title}
              </Typography>
              <Typography>{service.description}</Typography>
            </CardContent>
            <CardActions>
              <Button
                component={RouterLink}
                to={paths.service(service.id)}
                aria-label={texts.learnMoreAbout(service.title)}
              >
                {texts.learnMore}
                <VisuallyHidden> about {service.title}</VisuallyHidden>
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </PageContainer>
  );
}
