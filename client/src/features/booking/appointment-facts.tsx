import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { appointmentWords } from './clinic-time';
import { useBookingWords } from './words';

interface AppointmentFactsProps {
  appointment: {
    reference: string;
    scheduledAt: string;
    doctor: { name: string; inEnglish?: readonly string[] };
  };
  /** Large, for a patient who has just booked to note down and quote. */
  largeReference?: boolean;
  /** More rows, each a <Fact>. */
  children?: ReactNode;
}

/** A booking's reference, doctor and time in words, as a description list. */
export function AppointmentFacts({ appointment, largeReference, children }: AppointmentFactsProps) {
  const { _, locale, instantWords } = useBookingWords();
  const when =
    locale === 'en'
      ? appointmentWords(appointment.scheduledAt)
      : instantWords(new Date(appointment.scheduledAt));
  const doctorInEnglish = appointment.doctor.inEnglish?.includes('name');
  return (
    <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1.5, fontWeight: 600 } }}>
      <Fact term={_('booking.facts.reference')} large={largeReference}>
        {appointment.reference}
      </Fact>
      <Fact term={_('booking.facts.doctor')}>
        {doctorInEnglish ? (
          <span lang="en">{appointment.doctor.name}</span>
        ) : (
          appointment.doctor.name
        )}
      </Fact>
      <Fact term={_('booking.facts.when')}>{when}</Fact>
      {children}
    </Box>
  );
}

export function Fact({
  term,
  large,
  children,
}: {
  term: string;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={large ? { fontSize: '1.5rem', letterSpacing: 1 } : undefined}>
        {children}
      </Typography>
    </>
  );
}
