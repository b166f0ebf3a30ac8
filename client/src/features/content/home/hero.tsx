import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { stats } from '../claims';
import { homeTexts as texts } from './strings';

export function HomeHero() {
  return (
    <Box component="section">
      <PageHeader title={texts.title} intro={texts.intro} documentTitle={texts.documentTitle} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {texts.bookConsultation}
        </Button>
        <Button component={RouterLink} to={paths.services} variant="outlined">
          {texts.viewServices}
        </Button>
      </Stack>
      <Box
        component="ul"
        aria-label={texts.statsLabel}
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
              sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 700, color: 'primary.dark' }}
            >
              {stat.value}
            </Typography>
            <Typography component="span" sx={{ display: 'block' }}>
              {stat.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
