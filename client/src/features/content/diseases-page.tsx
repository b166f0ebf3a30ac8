import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { conditions } from './conditions';
import { ContentImage } from './content-image';
import { useConditionsWords } from './condition-words';
import { useMetaDescription } from '../../lib/page-head';

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** Cards stagger in 0.1 s apart; with reduced motion they simply appear. */
const STAGGER_SECONDS = 0.1;

export function DiseasesPage() {
  const { _ } = useConditionsWords();
  useMetaDescription(_('conditions.diseases.intro'));
  return (
    <PageContainer>
      <PageHeader title={_('conditions.diseases.title')} intro={_('conditions.diseases.intro')} />
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
        {conditions.map(({ id, image }, index) => (
          <Box
            component="li"
            key={id}
            sx={{
              animation: `${riseIn} 0.4s ease-out both`,
              animationDelay: `${index * STAGGER_SECONDS}s`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <ContentImage src={image} alt="" width={320} height={240} lazy={index > 1} />
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h2" component="h2" gutterBottom>
                  {_(`conditions.${id}.name`)}
                </Typography>
                <Typography
                  color="text.secondary"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {_(`conditions.${id}.summary`)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={paths.condition(id)}
                  aria-label={_('conditions.learnMoreAbout', { name: _(`conditions.${id}.name`) })}
                >
                  {_('conditions.learnMore')}
                </Button>
              </CardActions>
            </Card>
          </Box>
        ))}
      </Box>
    </PageContainer>
  );
}
