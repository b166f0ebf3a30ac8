import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { formatAddress, type ClinicProfile } from '../../lib/clinic-profile';
import { formatPhone } from '../../lib/phone';
import { useBookingWords, type Translate } from './words';

/** "Shanti Care Clinic, 14 Gulmohar Marg, ..., Madhya Pradesh 464001" */
export function clinicPlace(clinic: ClinicProfile): string {
  return `${clinic.name}, ${formatAddress(clinic)}`;
}

/** Where the calendar entry says the consultation is: the address for a visit. */
export function calendarLocation(
  _: Translate,
  mode: ConsultationMode,
  clinic: ClinicProfile | undefined,
): string | undefined {
  if (mode === 'VIDEO') return _('booking.confirmation.videoLocation');
  if (!clinic) return undefined;
  return mode === 'PHONE'
    ? _('booking.confirmation.phoneLocation', { clinic: clinic.name })
    : clinicPlace(clinic);
}

/** The next step of each way of consulting: come to the address, wait for the link or the call. */
export function nextStep(
  _: Translate,
  mode: ConsultationMode,
  clinic: ClinicProfile | undefined,
): string {
  switch (mode) {
    case 'VIDEO':
      return _('booking.next.VIDEO');
    case 'PHONE': {
      const phone = clinic?.phones[0]?.number;
      return phone
        ? _('booking.next.PHONE', { phone: formatPhone(phone) })
        : _('booking.next.PHONE_NO_NUMBER');
    }
    default:
      return clinic
        ? _('booking.next.IN_CLINIC', { place: clinicPlace(clinic) })
        : _('booking.next.IN_CLINIC_NO_ADDRESS');
  }
}

interface WhatHappensNextProps {
  mode: ConsultationMode;
  clinic?: ClinicProfile;
  /** The heading's level where it is placed. */
  headingLevel?: 'h2' | 'h3';
}

export function WhatHappensNext({ mode, clinic, headingLevel = 'h3' }: WhatHappensNextProps) {
  const { _ } = useBookingWords();
  return (
    <Box component="section" aria-label={_('booking.confirmation.nextHeading')} sx={{ mb: 2 }}>
      <Typography component={headingLevel} variant="h6" gutterBottom>
        {_('booking.confirmation.nextHeading')}
      </Typography>
      <Typography>{nextStep(_, mode, clinic)}</Typography>
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
    </Box>
  );
}
