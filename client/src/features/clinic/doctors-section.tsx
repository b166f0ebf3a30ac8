import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DoctorsList } from './doctors-list';
import { doctorsSectionTexts as texts } from './strings';

/** Home's doctors section; the app's home route places it on the page. */
export function DoctorsSection() {
  return (
    <Box component="section" aria-labelledby="doctors-heading" sx={{ mt: 6 }}>
      <Typography id="doctors-heading" component="h2" variant="h2" gutterBottom>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.intro}
      </Typography>
      <DoctorsList cardHeading="h3" />
    </Box>
  );
}
