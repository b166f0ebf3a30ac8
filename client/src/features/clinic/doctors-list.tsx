import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDoctors } from './api/doctors';
import { DoctorCard } from './doctor-card';
import { DoctorSummaryTiles } from './doctor-summary-tiles';
import { clinicCatalogue } from './catalogue';
import { CardGrid } from '../../components/card-grid';
import { JsonLd } from '../../components/json-ld';
import { physician } from '../../lib/structured-data';
import { paths } from '../../config/paths';
import { useCatalogue } from '../../lib/i18n/catalogue';

/**
 * Every state of the doctor list in one place (spec: loading, error with Try Again, empty, list
 * with the four tiles; no Refresh button: a retry is offered only after a failure). Used by Home (cards under its h2) and by /doctors (cards
 * right under the page's h1, so they are h2 there: headings may not skip a level).
 */
export function DoctorsList({ cardHeading }: { cardHeading: 'h2' | 'h3' }) {
  const { _ } = useCatalogue(clinicCatalogue);
  const { data, loading, error, refetch } = useDoctors();
  const doctors = data?.doctors;

  if (!doctors && loading) {
    return (
      <Box role="status" aria-live="polite">
        <Typography sx={{ mb: 2 }}>{_('clinic.section.loading')}</Typography>
        <CardGrid>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={320} />
          ))}
        </CardGrid>
      </Box>
    );
  }
  if (!doctors) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
            {_('clinic.section.tryAgain')}
          </Button>
        }
      >
        {_('clinic.section.error')}
      </Alert>
    );
  }
  if (doctors.length === 0) {
    return <Alert severity="info">{_('clinic.section.empty')}</Alert>;
  }
  return (
    <>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
              {_('clinic.section.tryAgain')}
            </Button>
          }
        >
          {_('clinic.section.error')}
        </Alert>
      )}
      <DoctorSummaryTiles doctors={doctors} />
      <CardGrid>
        {doctors.map((doctor) => (
          <DoctorCard key={doctor.id} doctor={doctor} headingLevel={cardHeading} />
        ))}
        {doctors.map((doctor) => (
          <JsonLd key={doctor.id} data={physician(doctor, paths.doctor(doctor.id))} />
        ))}
      </CardGrid>
    </>
  );
}
