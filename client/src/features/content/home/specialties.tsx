import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { conditions } from '../conditions';
import { ContentImage } from '../content-image';
import { useCatalogue } from '../../../lib/i18n/catalogue';
import { homeCatalogue } from './catalogue';

/** Five cards, one per condition page. */
export function Specialties() {
  const { _ } = useCatalogue(homeCatalogue);
  return (
    <Box component="section" aria-labelledby="specialties" sx={{ mt: 6 }}>
      <Typography id="specialties" component="h2" variant="h2" gutterBottom>
        {_('home.specialtiesTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {_('home.specialtiesIntro')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
        }}
      >
        {conditions.map((condition) => (
          <li key={condition.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={paths.condition(condition.id)}
                sx={{ height: '100%' }}
              >
                <ContentImage src={condition.image} alt="" width={320} height={240} />
                <CardContent>
                  <Typography component="h3" variant="h6">
                    {_(`home.condition.${condition.id}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
