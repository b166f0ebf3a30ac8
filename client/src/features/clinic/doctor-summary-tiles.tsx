import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DoctorSummary } from './api/doctors';
import { useCatalogue } from '../../lib/i18n/catalogue';
import { clinicCatalogue } from './catalogue';

/** The four tiles: total, available now, distinct specializations, combined years (summed). */
export function summarise(doctors: readonly DoctorSummary[]) {
  return {
    total: doctors.length,
    available: doctors.filter((d) => d.isAvailable).length,
    specializations: new Set(doctors.map((d) => d.specialization)).size,
    years: doctors.reduce((sum, d) => sum + Number(d.experienceYears || 0), 0),
  };
}

export function DoctorSummaryTiles({ doctors }: { doctors: readonly DoctorSummary[] }) {
  const { _ } = useCatalogue(clinicCatalogue);
  const summary = summarise(doctors);
  const tiles = [
    { label: _('clinic.tiles.total'), value: String(summary.total) },
    { label: _('clinic.tiles.available'), value: String(summary.available) },
    { label: _('clinic.tiles.specializations'), value: String(summary.specializations) },
    {
      label: _('clinic.tiles.years'),
      value: _('clinic.tiles.yearsValue', { total: summary.years }),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
        m: 0,
        mb: 3,
      }}
    >
      {tiles.map((tile) => (
        // The figure reads first ("98+" over "years of combined experience"); the list keeps
        // term before value.
        <Paper
          key={tile.label}
          variant="outlined"
          sx={{
            p: 2,
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="dd" variant="h2" sx={{ m: 0, color: 'primary.dark' }}>
            {tile.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
