import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { formatAddress, type ClinicProfile } from '../../lib/clinic-profile';
import { formatMoneyIn } from '../../lib/i18n/formats';
import type { BookingDoctor } from './api/booking-doctors';
import { Fact } from './appointment-facts';
import { nextStep } from './what-happens-next';
import { useBookingWords } from './words';

interface ChosenDoctorPanelProps {
  doctor?: BookingDoctor;
  mode?: ConsultationMode;
  clinic?: ClinicProfile;
}

/** `lang="en"` for a doctor's field the API could give only in English on this page. */
export const langOf = (doctor: Pick<BookingDoctor, 'inEnglish'>, field: string) =>
  doctor.inEnglish.includes(field) ? 'en' : undefined;

/**
 * Beside the form on wide screens: the chosen doctor (photo, qualification, fee, way of
 * consulting, address) and what happens after booking, so the patient sees it all before booking.
 */
export function ChosenDoctorPanel({ doctor, mode, clinic }: ChosenDoctorPanelProps) {
  const { _, locale } = useBookingWords();
  return (
    <Paper
      component="aside"
      aria-labelledby="chosen-doctor-heading"
      variant="outlined"
      sx={{ p: 3, position: 'sticky', top: 96 }}
    >
      <Typography id="chosen-doctor-heading" component="h2" variant="h5" gutterBottom>
        {_('booking.aside.heading')}
      </Typography>
      {!doctor ? (
        <Typography color="text.secondary">{_('booking.aside.empty')}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar
              src={doctor.image ?? '/images/doctors/default.svg'}
              alt={doctor.name}
              lang={langOf(doctor, 'name')}
              sx={{ width: 88, height: 88, bgcolor: 'primary.light', color: 'primary.dark' }}
              slotProps={{ img: { width: 88, height: 88 } }}
            >
              {doctor.name.replace(/^(Dr\.?|डॉ\.)\s*/, '').charAt(0)}
            </Avatar>
            <div>
              <Typography component="h3" variant="h6" lang={langOf(doctor, 'name')}>
                {doctor.name}
              </Typography>
              <Typography color="text.secondary" lang={langOf(doctor, 'qualification')}>
                {doctor.qualification}
              </Typography>
              <Typography color="text.secondary">
                {_('booking.aside.experience', { years: doctor.experienceYears })}
              </Typography>
            </div>
          </Stack>
          <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1.5, fontWeight: 600 } }}>
            <Fact term={_('booking.aside.fee')}>
              {formatMoneyIn(locale, doctor.consultationFee)}
            </Fact>
            {mode && <Fact term={_('booking.aside.mode')}>{_(`booking.mode.${mode}`)}</Fact>}
            {mode === 'IN_CLINIC' && clinic && (
              <Fact term={_('booking.aside.address')}>
                <span lang={locale === 'en' ? undefined : 'en'}>
                  {`${clinic.name}, ${formatAddress(clinic)}`}
                </span>
              </Fact>
            )}
          </Box>
        </>
      )}
      <Typography component="h3" variant="h6" sx={{ mt: 2 }} gutterBottom>
        {_('booking.confirmation.nextHeading')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        {[_('booking.aside.step1'), _('booking.aside.step2')].map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
        {mode && (
          <li>
            <Typography>{nextStep(_, mode, clinic)}</Typography>
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
          {_('booking.confirmation.map')}
        </Link>
      )}
    </Paper>
  );
}
