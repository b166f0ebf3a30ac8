import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone, telHref, whatsappHref } from '../../lib/phone';
import type { DeskAppointmentCard_AppointmentFragment } from '../graphql/__generated__/graphql';
import { deskTime } from '../lib/desk-time';
import { appointmentTexts as texts, modeTexts } from './appointment-texts';
import { StatusChip } from './status-chip';

export type DeskAppointment = DeskAppointmentCard_AppointmentFragment;

/**
 * One booking on the desk: time, patient as given (first name, last initial), phone to call or
 * WhatsApp, mode, status and reference; `actions` below it, `extra` (symptoms) for the doctor.
 */
export function AppointmentCard({
  appointment: a,
  actions,
  extra,
  showDoctor = false,
}: {
  appointment: DeskAppointment;
  actions?: ReactNode;
  extra?: ReactNode;
  showDoctor?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      component="li"
      data-testid="desk-appointment"
      data-reference={a.reference}
      data-starts-at={a.startsAt}
      sx={{ p: 1.5, listStyle: 'none', opacity: a.status === 'CANCELLED' ? 0.7 : 1 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 700, minWidth: '4.5rem' }}>
          {deskTime(a.startsAt)}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {a.patientName}
        </Typography>
        <StatusChip status={a.status} />
        {a.token != null && (
          <Typography component="span" variant="body2">
            {texts.token(a.token)}
          </Typography>
        )}
      </Stack>
      <Box sx={{ mt: 0.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link href={telHref(a.patientPhone)} aria-label={texts.call(a.patientName)}>
          {formatPhone(a.patientPhone)}
        </Link>
        <Link
          href={whatsappHref(a.patientPhone)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={texts.whatsApp(a.patientName)}
        >
          {texts.whatsAppShort}
        </Link>
        <Typography component="span" variant="body2">
          {modeTexts[a.mode]}
        </Typography>
        {showDoctor && (
          <Typography component="span" variant="body2">
            {a.doctor.name}
          </Typography>
        )}
        <Typography component="span" variant="body2" color="text.secondary">
          {texts.reference(a.reference)}
        </Typography>
      </Box>
      {a.cancelReason && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {texts.cancelledBecause(a.cancelReason)}
        </Typography>
      )}
      {extra}
      {actions}
    </Paper>
  );
}
