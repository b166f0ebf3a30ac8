import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DoctorsList } from './doctors-list';
import { loadCatalogue, useCatalogue } from '../../lib/i18n/catalogue';
import { browserLocale } from '../../lib/i18n/locales';
import { clinicCatalogue } from './catalogue';

// The section's words start loading with its code, not after it first renders.
void loadCatalogue(clinicCatalogue, browserLocale());

/** Home's doctors section; the app's home route places it on the page. */
export function DoctorsSection() {
  const { _ } = useCatalogue(clinicCatalogue);
  return (
    <Box component="section" aria-labelledby="doctors-heading" sx={{ mt: 6 }}>
      <Typography id="doctors-heading" component="h2" variant="h2" gutterBottom>
        {_('clinic.section.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {_('clinic.section.intro')}
      </Typography>
      <DoctorsList cardHeading="h3" />
    </Box>
  );
}
