import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { formatAddress, type ClinicProfile } from '../../lib/clinic-profile';
import { consultationModeTexts } from '../../lib/consultation-mode-texts';
import { formatMoney } from '../../lib/money';
import type { BookingDoctor } from './api/booking-doctors';
import { Fact } from './appointment-facts';
import { bookingTexts } from './strings';
import { nextStep } from './what-happens-next';

const texts = bookingTexts.aside;

interface ChosenDoctorPanelProps {
  doctor?: BookingDoctor;
  mode?: ConsultationMode;
  clinic?: ClinicProfile;
}

/**
 * Beside the form on wide screens: the chosen doctor (photo, qualification, fee, way of
 * consulting, address) and what happens after booking, so the patient sees it all before booking.
 */
export function ChosenDoctorPanel({ doctor, mode, clinic }: ChosenDoctorPanelProps) {
  return (
    <Paper
      component="aside"
      aria-labelledby="chosen-doctor-heading"
      variant="outlined"
      sx={{ p: 3, position: 'sticky', top: 96 }}
    >
      <Typography id="chosen-doctor-heading" component="h2" variant="h5" gutterBottom>
        {texts.heading}
      </Typography>
      {!doctor ? (
        <Typography color="text.secondary">{texts.empty}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar
              src={doctor.image ?? '/images/doctors/default.svg'}
              alt={doctor.name}
              sx={{ width: 88, height: 88, bgcolor: 'primary.light', color: 'primary.dark' }}
              slotProps={{ img: { width: 88, height: 88 } }}
            >
              {doctor.name.replace(/^Dr\.?\s*/, '').charAt(0)}
            </Avatar>
            <div>
              <Typography component="h3" variant="h6">
                {doctor.name}
              </Typography>
              <Typography color="text.secondary">{doctor.qualification}</Typography>
              <Typography color="text.secondary">
                {texts.experience(doctor.experienceYears)}
              </Typography>
            </div>
          </Stack>
          <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1.5, fontWeight: 600 } }}>
            <Fact term={texts.fee}>{formatMoney(doctor.consultationFee)}</Fact>
            {mode && <Fact term={texts.mode}>{consultationModeTexts[mode]}</Fact>}
            {mode === 'IN_CLINIC' && clinic && (
              <Fact term={texts.address}>{`${clinic.name}, ${formatAddress(clinic)}`}</Fact>
            )}
          </Box>
        </>
      )}
      <Typography component="h3" variant="h6" sx={{ mt: 2 }} gutterBottom>
        {bookingTexts.confirmation.nextHeading}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        {texts.steps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
        {mode && (
          <li>
            <Typography>{nextStep(mode, clinic)}</Typography>
          </li>
        )}
      </Box>
      {mode === 'IN_CLINIC' && clinic?.mapUrl && (
        <Link
          href={clinic.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48 }}
        >
          {bookingTexts.confirmation.map}
        </Link>
      )}
    </Paper>
  );
}
