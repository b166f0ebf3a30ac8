import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-errors';
import { clinicTimeOfDay, formatClockTime, formatDate } from '../../lib/dates';
import {
  useUnlockAppointment,
  type UnlockedAppointment,
  type UpcomingAppointmentData,
} from './api/appointments-by-phone';
import { shopTexts } from './strings';

const texts = shopTexts.appointments;
const REFERENCE = /^APT-[A-Z0-9]{5}$/;

const dateOf = (iso: string) => formatDate(new Date(iso));
const timeOf = (iso: string) => formatClockTime(clinicTimeOfDay(new Date(iso)));
const statusOf = (status: string) => texts.statuses[status] ?? status;

/** One row of the card: a term and its value. */
function Row({ term, children }: { term: string; children: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}

const listStyle = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  rowGap: 0.5,
} as const;

/** An appointment found by phone alone: date, time, doctor and status, nothing of the patient. */
function UpcomingAppointmentCard({ appointment }: { appointment: UpcomingAppointmentData }) {
  return (
    <Card component="article" variant="outlined" aria-label={dateOf(appointment.scheduledAt)}>
      <CardContent>
        <Box component="dl" sx={listStyle}>
          <Row term={texts.date}>{dateOf(appointment.scheduledAt)}</Row>
          <Row term={texts.time}>{timeOf(appointment.scheduledAt)}</Row>
          <Row term={texts.doctor}>{appointment.doctorName}</Row>
          <Row term={texts.status}>{statusOf(appointment.status)}</Row>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The booking its reference unlocked: who it is for, and the way to change or cancel it. */
function UnlockedAppointmentCard({ appointment }: { appointment: UnlockedAppointment }) {
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={appointment.reference}
      sx={{ borderColor: 'primary.main' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box component="dl" sx={listStyle}>
          <Row term={texts.reference}>{appointment.reference}</Row>
          <Row term={texts.bookedFor}>{appointment.patientFirstName}</Row>
          <Row term={texts.date}>{dateOf(appointment.scheduledAt)}</Row>
          <Row term={texts.time}>{timeOf(appointment.scheduledAt)}</Row>
          <Row term={texts.doctor}>{appointment.doctor.name}</Row>
          <Row term={texts.status}>{statusOf(appointment.status)}</Row>
        </Box>
        <Button
          component={RouterLink}
          to={paths.manageAppointmentFor(appointment.reference)}
          variant="outlined"
          sx={{ minHeight: 48, justifySelf: 'start' }}
        >
          {texts.manage}
        </Button>
      </CardContent>
    </Card>
  );
}

interface AppointmentsSectionProps {
  /** The phone's upcoming appointments; null until the phone was looked up. */
  appointments: UpcomingAppointmentData[] | null;
  /** The phone typed above (10 digits when complete). */
  phone: string;
}

/**
 * "Appointments" on My Orders & Appointments: the phone's upcoming appointments the privacy-safe
 * way, and a booking reference field that unlocks one booking.
 */
export function AppointmentsSection({ appointments, phone }: AppointmentsSectionProps) {
  const unlock = useUnlockAppointment();
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();
  const [unlocked, setUnlocked] = useState<UnlockedAppointment | null>(null);
  const [looking, setLooking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (looking) return;
    const typed = reference.trim().toUpperCase();
    if (!REFERENCE.test(typed)) return setReferenceError(texts.referenceInvalid);
    if (phone.length !== 10) return setReferenceError(texts.phoneFirst);
    setLooking(true);
    setUnlocked(null);
    try {
      const found = await unlock(typed, phone);
      if (found) setUnlocked(found);
      else setReferenceError(texts.notFound);
    } catch (error) {
      setReferenceError(errorMessage(error, texts.failed));
    } finally {
      setLooking(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="appointments-title"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="appointments-title" variant="h5" component="h2">
        {texts.title}
      </Typography>
      {appointments === null ? (
        <Typography>{texts.intro}</Typography>
      ) : appointments.length === 0 ? (
        <Typography>{texts.none}</Typography>
      ) : (
        <>
          <Typography color="text.secondary">{texts.privacy}</Typography>
          {appointments.map((appointment) => (
            <UpcomingAppointmentCard
              key={`${appointment.scheduledAt}-${appointment.doctorName}`}
              appointment={appointment}
            />
          ))}
        </>
      )}
      <Box
        component="form"
        method="post" // the phone goes with it: never in a URL
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TextField
          label={texts.reference}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setReferenceError(undefined);
          }}
          error={Boolean(referenceError)}
          helperText={referenceError ?? texts.referenceHint}
          disabled={looking}
          slotProps={{
            htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
        <Button type="submit" variant="contained" disabled={looking} sx={{ minHeight: 48 }}>
          {looking ? texts.showing : texts.show}
        </Button>
      </Box>
      {unlocked && <UnlockedAppointmentCard appointment={unlocked} />}
      <Button
        component={RouterLink}
        to={paths.manageAppointment}
        variant="text"
        sx={{ minHeight: 48, justifySelf: 'start' }}
      >
        {texts.manageOther}
      </Button>
    </Paper>
  );
}
