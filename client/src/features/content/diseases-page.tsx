import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { conditions } from './conditions';
import { contentTexts } from './strings';

const texts = contentTexts.diseases;

export function DiseasesPage() {
  return (
    <PageContainer>
      <PageHeader title={texts.title} intro={texts.intro} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {conditions.map((condition) => (
          <li key={condition.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" component="h2">
                  {condition.name}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={paths.condition(condition.id)}
                  aria-label={`${texts.learnMore}: ${condition.name}`}
                >
                  {texts.learnMore}
                </Button>
              </CardActions>
            </Card>
          </li>
        ))}
      </Box>
    </PageContainer>
  );
}
