import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useHomeFigures } from '../api/home-figures';
import { statsOf } from './figures';
import { useCatalogue } from '../../../lib/i18n/catalogue';
import { useMetaDescription } from '../../../lib/page-head';
import { homeCatalogue } from './catalogue';

export function HomeHero() {
  const { _ } = useCatalogue(homeCatalogue);
  useMetaDescription(_('home.description'));
  const figures = useHomeFigures().data?.clinicClaims;
  const stats = statsOf(figures);
  return (
    <Box component="section">
      <PageHeader
        title={_('home.title')}
        intro={_('home.intro')}
        documentTitle={_('home.documentTitle')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {_('home.bookConsultation')}
        </Button>
        <Button component={RouterLink} to={paths.services} variant="outlined">
          {_('home.viewServices')}
        </Button>
      </Stack>
      {stats.length > 0 && (
        <Box
          component="ul"
          aria-label={_('home.statsLabel')}
          sx={{
            mt: 4,
            mb: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {stats.map((stat) => (
            <Box
              component="li"
              key={stat.label}
              sx={{ p: 2, borderRadius: 2, bgcolor: 'primary.light', textAlign: 'center' }}
            >
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontSize: '1.75rem',
                  fontWeight: 700,
                  color: 'primary.dark',
                }}
              >
                {stat.value}
              </Typography>
              <Typography component="span" sx={{ display: 'block' }}>
                {_(stat.label)}
              </Typography>
              {stat.label === 'home.stats.rating' && figures?.rating && (
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  {_('home.stats.ratingCount', { count: figures.rating.count })}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
