import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { appointmentWords } from './clinic-time';
import { appointmentTexts as texts } from './strings';

interface AppointmentFactsProps {
  appointment: { reference: string; scheduledAt: string; doctor: { name: string } };
  /** Large, for a patient who has just booked to note down and quote. */
  largeReference?: boolean;
  /** More rows, each a <Fact>. */
  children?: ReactNode;
}

/** A booking's reference, doctor and time in words, as a description list. */
export function AppointmentFacts({ appointment, largeReference, children }: AppointmentFactsProps) {
  return (
    <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1.5, fontWeight: 600 } }}>
      <Fact term={texts.reference} large={largeReference}>
        {appointment.reference}
      </Fact>
      <Fact term={texts.doctor}>{appointment.doctor.name}</Fact>
      <Fact term={texts.when}>{appointmentWords(appointment.scheduledAt)}</Fact>
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
