import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { paths } from '../../config/paths';
import { whatsappHref } from '../../lib/phone';
import type { BookedAppointment } from './api/book-appointment';
import { consultationModeTexts } from '../../lib/consultation-mode-texts';
import type { ClinicProfile } from '../../lib/clinic-profile';
import { AppointmentFacts, Fact } from './appointment-facts';
import { calendarLocation, WhatHappensNext } from './what-happens-next';
import { calendarHref } from './calendar-file';
import { bookingTexts } from './strings';

const texts = bookingTexts.confirmation;

interface BookingConfirmationProps {
  booking: BookedAppointment;
  clinic?: ClinicProfile;
  /** Clears the confirmation for a fresh, empty form. */
  onBookAnother: () => void;
}

/** What a patient keeps after booking: reference, doctor, time in words and what to do next. */
export function BookingConfirmation({ booking, clinic, onBookAnother }: BookingConfirmationProps) {
  const { appointment } = booking;
  const whatsapp = clinic?.whatsapp;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [appointment.reference]);
  const calendar = calendarHref({
    uid: `${appointment.reference}@clinic`,
    start: new Date(appointment.scheduledAt),
    end: new Date(appointment.endsAt),
    title: texts.calendarTitle(appointment.doctor.name),
    description: texts.calendarNote(appointment.reference),
    location: calendarLocation(appointment.mode, clinic),
  });
  return (
    <Paper
      component="section"
      aria-labelledby="booking-confirmation-heading"
      variant="outlined"
      sx={{ p: 3, mb: 4, borderColor: 'success.main', borderWidth: 2 }}
    >
      <Typography
        id="booking-confirmation-heading"
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h2"
        gutterBottom
      >
        {texts.heading}
      </Typography>
      <AppointmentFacts appointment={appointment} largeReference>
        <Fact term={texts.mode}>{consultationModeTexts[appointment.mode]}</Fact>
      </AppointmentFacts>
      <WhatHappensNext mode={appointment.mode} clinic={clinic} />
      <Typography sx={{ mb: 1 }}>{texts.referenceHelp}</Typography>
      <Typography sx={{ mb: 2 }}>{texts.status}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button
          href={calendar}
          download={`appointment-${appointment.reference}.ics`}
          variant="outlined"
          startIcon={<EventIcon />}
        >
          {texts.calendar}
        </Button>
        {whatsapp && (
          <Button
            href={whatsappHref(whatsapp, texts.whatsappText(appointment.reference))}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<WhatsAppIcon />}
          >
            {texts.whatsapp}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.manageAppointmentFor(appointment.reference)}
          variant="outlined"
        >
          {texts.manage}
        </Button>
      </Stack>
      <Button onClick={onBookAnother} variant="text" sx={{ mt: 2, minHeight: 48 }}>
        {texts.another}
      </Button>
    </Paper>
  );
}
