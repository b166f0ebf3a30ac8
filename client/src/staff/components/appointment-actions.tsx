import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AppointmentStatus } from '../graphql/__generated__/graphql';
import { useSetAppointmentStatus } from '../api/set-appointment-status';
import { errorMessage } from '../lib/staff-errors';
import { deskTime } from '../lib/desk-time';
import { useNow } from '../lib/use-now';
import type { DeskAppointment } from './appointment-card';
import { appointmentTexts as texts } from './appointment-texts';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';

type Step = { status: AppointmentStatus; label: string };

/** The changes the desk may make from each status (the server checks them again). */
export function nextSteps(status: AppointmentStatus, started: boolean): Step[] {
  switch (status) {
    case 'PENDING':
      return [
        { status: 'CONFIRMED', label: texts.confirm },
        { status: 'ARRIVED', label: texts.arrived },
        ...(started ? [{ status: 'NO_SHOW' as const, label: texts.noShow }] : []),
      ];
    case 'CONFIRMED':
      return [
        { status: 'ARRIVED', label: texts.arrived },
        ...(started ? [{ status: 'NO_SHOW' as const, label: texts.noShow }] : []),
      ];
    case 'ARRIVED':
      return [{ status: 'COMPLETED', label: texts.completed }];
    default:
      return [];
  }
}

const canMove = (status: AppointmentStatus) => status === 'PENDING' || status === 'CONFIRMED';

/** The buttons under a booking: its next statuses, Cancel with a reason, Reschedule. */
export function AppointmentActions({
  appointment,
  onChanged,
}: {
  appointment: DeskAppointment;
  onChanged?: () => void;
}) {
  const now = useNow();
  const [setStatus, { loading }] = useSetAppointmentStatus();
  const [error, setError] = useState<string>();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule'>();
  const started = now.getTime() >= new Date(appointment.startsAt).getTime();
  const steps = nextSteps(appointment.status, started);
  if (steps.length === 0 && !canMove(appointment.status)) return null;

  const change = async (status: AppointmentStatus, reason?: string) => {
    setError(undefined);
    try {
      await setStatus({ variables: { reference: appointment.reference, status, reason } });
      onChanged?.();
      return true;
    } catch (e) {
      setError(errorMessage(e, texts.changeFailed));
      return false;
    }
  };

  return (
    <>
      <Stack
        direction="row"
        role="group"
        aria-label={texts.actionsFor(appointment.patientName, deskTime(appointment.startsAt))}
        sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}
      >
        {steps.map((step) => (
          <Button
            key={step.status}
            size="small"
            variant="outlined"
            disabled={loading}
            onClick={() => void change(step.status)}
          >
            {step.label}
          </Button>
        ))}
        {canMove(appointment.status) && (
          <>
            <Button size="small" disabled={loading} onClick={() => setDialog('reschedule')}>
              {texts.reschedule}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={loading}
              onClick={() => setDialog('cancel')}
            >
              {texts.cancel}
            </Button>
          </>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          appointment={appointment}
          onClose={() => setDialog(undefined)}
          onCancel={async (reason) => {
            if (await change('CANCELLED', reason)) setDialog(undefined);
          }}
          error={error}
        />
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          appointment={appointment}
          onClose={() => setDialog(undefined)}
          onMoved={() => {
            setDialog(undefined);
            onChanged?.();
          }}
        />
      )}
    </>
  );
}
