import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { clinicTimeOfDay } from '../../lib/dates';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatClockTimeIn, formatDateIn } from '../../lib/i18n/formats';
import type { Locale } from '../../lib/i18n/locales';
import {
  useUnlockAppointment,
  type UnlockedAppointment,
  type UpcomingAppointmentData,
} from './api/appointments-by-phone';
import { ordersCatalogue } from './orders/catalogue';
import { pageError, type Translate } from './orders/errors';

const REFERENCE = /^APT-[A-Z0-9]{5}$/;
/** Each status a patient may see, and its message. */
const STATUSES: Record<string, string> = {
  PENDING: 'appointments.statuses.PENDING',
  CONFIRMED: 'appointments.statuses.CONFIRMED',
  COMPLETED: 'appointments.statuses.COMPLETED',
  CANCELLED: 'appointments.statuses.CANCELLED',
  ARRIVED: 'appointments.statuses.ARRIVED',
  NO_SHOW: 'appointments.statuses.NO_SHOW',
};

const dateOf = (locale: Locale, iso: string) => formatDateIn(locale, new Date(iso));
const timeOf = (locale: Locale, iso: string) =>
  formatClockTimeIn(locale, clinicTimeOfDay(new Date(iso)));
const statusOf = (_: Translate, status: string) =>
  Object.hasOwn(STATUSES, status) ? _(STATUSES[status]) : status;

/** One row of the card: a term and its value (`lang` when the value is English on this page). */
function Row({ term, lang, children }: { term: string; lang?: string; children: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" lang={lang} sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}

/** The card's rows: terms beside their values. */
function RowList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {children}
    </Box>
  );
}

/**
 * An appointment found by phone alone: date, time, doctor and status, nothing of the patient.
 * The doctor's name comes as the English one (a listing has no other), marked so on a Hindi page.
 */
function UpcomingAppointmentCard({ appointment }: { appointment: UpcomingAppointmentData }) {
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  const date = dateOf(locale, appointment.scheduledAt);
  return (
    <Card component="article" variant="outlined" aria-label={date}>
      <CardContent>
        <RowList>
          <Row term={_('appointments.date')}>{date}</Row>
          <Row term={_('appointments.time')}>{timeOf(locale, appointment.scheduledAt)}</Row>
          <Row term={_('appointments.doctor')} lang={locale === 'en' ? undefined : 'en'}>
            {appointment.doctorName}
          </Row>
          <Row term={_('appointments.status')}>{statusOf(_, appointment.status)}</Row>
        </RowList>
      </CardContent>
    </Card>
  );
}

/** The booking its reference unlocked: who it is for, and the way to change or cancel it. */
function UnlockedAppointmentCard({ appointment }: { appointment: UnlockedAppointment }) {
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  const nameInEnglish = appointment.doctor.inEnglish.includes('name');
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={appointment.reference}
      sx={{ borderColor: 'primary.main' }}
    >
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <RowList>
          <Row term={_('appointments.reference')}>{appointment.reference}</Row>
          <Row term={_('appointments.bookedFor')}>{appointment.patientFirstName}</Row>
          <Row term={_('appointments.date')}>{dateOf(locale, appointment.scheduledAt)}</Row>
          <Row term={_('appointments.time')}>{timeOf(locale, appointment.scheduledAt)}</Row>
          <Row term={_('appointments.doctor')} lang={nameInEnglish ? 'en' : undefined}>
            {appointment.doctor.name}
          </Row>
          <Row term={_('appointments.status')}>{statusOf(_, appointment.status)}</Row>
        </RowList>
        <Button
          component={RouterLink}
          to={paths.manageAppointmentFor(appointment.reference)}
          variant="outlined"
          sx={{ minHeight: 48, justifySelf: 'start' }}
        >
          {_('appointments.manage')}
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
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  const unlock = useUnlockAppointment();
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string>();
  const [unlocked, setUnlocked] = useState<UnlockedAppointment | null>(null);
  const [looking, setLooking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (looking) return;
    const typed = reference.trim().toUpperCase();
    if (!REFERENCE.test(typed)) return setReferenceError(_('appointments.referenceInvalid'));
    if (phone.length !== 10) return setReferenceError(_('appointments.phoneFirst'));
    setLooking(true);
    setUnlocked(null);
    try {
      const found = await unlock(typed, phone);
      if (found) setUnlocked(found);
      else setReferenceError(_('appointments.notFound'));
    } catch (error) {
      setReferenceError(pageError(error, _, locale, _('appointments.failed')));
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
        {_('appointments.title')}
      </Typography>
      {appointments === null ? (
        <Typography>{_('appointments.intro')}</Typography>
      ) : appointments.length === 0 ? (
        <Typography>{_('appointments.none')}</Typography>
      ) : (
        <>
          <Typography color="text.secondary">{_('appointments.privacy')}</Typography>
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
          label={_('appointments.reference')}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setReferenceError(undefined);
          }}
          error={Boolean(referenceError)}
          helperText={referenceError ?? _('appointments.referenceHint')}
          disabled={looking}
          slotProps={{
            htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false },
          }}
        />
        <Button type="submit" variant="contained" disabled={looking} sx={{ minHeight: 48 }}>
          {looking ? _('appointments.showing') : _('appointments.show')}
        </Button>
      </Box>
      {unlocked && <UnlockedAppointmentCard appointment={unlocked} />}
      <Button
        component={RouterLink}
        to={paths.manageAppointment}
        variant="text"
        sx={{ minHeight: 48, justifySelf: 'start' }}
      >
        {_('appointments.manageOther')}
      </Button>
    </Paper>
  );
}
