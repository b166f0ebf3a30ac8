import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { formatAddress, type ClinicProfile } from '../../lib/clinic-profile';
import { formatPhone } from '../../lib/phone';
import { bookingTexts } from './strings';

const texts = bookingTexts.confirmation;

/** "Shanti Care Clinic, 14 Gulmohar Marg, ..., Madhya Pradesh 464001" */
function clinicPlace(clinic: ClinicProfile): string {
  return `${clinic.name}, ${formatAddress(clinic)}`;
}

/** Where the calendar entry says the consultation is: the address for a visit. */
export function calendarLocation(
  mode: ConsultationMode,
  clinic: ClinicProfile | undefined,
): string | undefined {
  if (mode === 'VIDEO') return texts.videoLocation;
  if (!clinic) return undefined;
  return mode === 'PHONE' ? texts.phoneLocation(clinic.name) : clinicPlace(clinic);
}

/** The next step of each way of consulting: come to the address, wait for the link or the call. */
export function nextStep(mode: ConsultationMode, clinic: ClinicProfile | undefined): string {
  switch (mode) {
    case 'VIDEO':
      return texts.next.VIDEO;
    case 'PHONE': {
      const phone = clinic?.phones[0]?.number;
      return phone ? texts.next.PHONE(formatPhone(phone)) : texts.next.PHONE_NO_NUMBER;
    }
    default:
      return clinic ? texts.next.IN_CLINIC(clinicPlace(clinic)) : texts.next.IN_CLINIC_NO_ADDRESS;
  }
}

interface WhatHappensNextProps {
  mode: ConsultationMode;
  clinic?: ClinicProfile;
  /** The heading's level where it is placed. */
  headingLevel?: 'h2' | 'h3';
}

export function WhatHappensNext({ mode, clinic, headingLevel = 'h3' }: WhatHappensNextProps) {
  return (
    <Box component="section" aria-label={texts.nextHeading} sx={{ mb: 2 }}>
      <Typography component={headingLevel} variant="h6" gutterBottom>
        {texts.nextHeading}
      </Typography>
      <Typography>{nextStep(mode, clinic)}</Typography>
      {mode === 'IN_CLINIC' && clinic?.mapUrl && (
        <Link
          href={clinic.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48 }}
        >
          {texts.map}
        </Link>
      )}
    </Box>
  );
}
