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
import type { ClinicProfile } from '../../lib/clinic-profile';
import { AppointmentFacts, Fact } from './appointment-facts';
import { calendarLocation, WhatHappensNext } from './what-happens-next';
import { calendarHref } from './calendar-file';
import { useBookingWords } from './words';

interface BookingConfirmationProps {
  booking: BookedAppointment;
  clinic?: ClinicProfile;
  /** Clears the confirmation for a fresh, empty form. */
  onBookAnother: () => void;
}

/** What a patient keeps after booking: reference, doctor, time in words and what to do next. */
export function BookingConfirmation({ booking, clinic, onBookAnother }: BookingConfirmationProps) {
  const { _ } = useBookingWords();
  const { appointment } = booking;
  const whatsapp = clinic?.whatsapp;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [appointment.reference]);
  const calendar = calendarHref({
    uid: `${appointment.reference}@clinic`,
    start: new Date(appointment.scheduledAt),
    end: new Date(appointment.endsAt),
    title: _('booking.confirmation.calendarTitle', { doctor: appointment.doctor.name }),
    description: _('booking.confirmation.calendarNote', { reference: appointment.reference }),
    location: calendarLocation(_, appointment.mode, clinic),
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
        {_('booking.confirmation.heading')}
      </Typography>
      <AppointmentFacts appointment={appointment} largeReference>
        <Fact term={_('booking.confirmation.mode')}>{_(`booking.mode.${appointment.mode}`)}</Fact>
      </AppointmentFacts>
      <WhatHappensNext mode={appointment.mode} clinic={clinic} />
      <Typography sx={{ mb: 1 }}>{_('booking.confirmation.referenceHelp')}</Typography>
      <Typography sx={{ mb: 2 }}>{_('booking.confirmation.status')}</Typography>
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
          {_('booking.confirmation.calendar')}
        </Button>
        {whatsapp && (
          <Button
            href={whatsappHref(
              whatsapp,
              _('booking.confirmation.whatsappText', { reference: appointment.reference }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<WhatsAppIcon />}
          >
            {_('booking.confirmation.whatsapp')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.manageAppointmentFor(appointment.reference)}
          variant="outlined"
        >
          {_('booking.confirmation.manage')}
        </Button>
      </Stack>
      <Button onClick={onBookAnother} variant="text" sx={{ mt: 2, minHeight: 48 }}>
        {_('booking.confirmation.another')}
      </Button>
    </Paper>
  );
}
