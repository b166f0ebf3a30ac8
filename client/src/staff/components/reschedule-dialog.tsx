import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDeskDoctors } from '../api/desk-doctors';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { clinicDateKey } from '../lib/desk-time';
import { errorMessage } from '../lib/staff-errors';
import type { DeskAppointment } from './appointment-card';
import { appointmentTexts as texts } from './appointment-texts';
import { DoctorSelect } from './doctor-select';
import { SlotPicker } from './slot-picker';

/** Moves a booking to another free slot, of the same doctor or another, in one step. */
export function RescheduleDialog({
  appointment,
  onClose,
  onMoved,
}: {
  appointment: DeskAppointment;
  onClose: () => void;
  onMoved: () => void;
}) {
  const doctors = useDeskDoctors().data?.deskDoctors ?? [];
  const [doctorId, setDoctorId] = useState(appointment.doctor.id);
  const [date, setDate] = useState(clinicDateKey(new Date(appointment.startsAt)));
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string>();
  const [reschedule, { loading }] = useRescheduleAppointment();

  const save = async () => {
    if (!startsAt) {
      setError(texts.chooseSlot);
      return;
    }
    setError(undefined);
    try {
      await reschedule({ variables: { reference: appointment.reference, doctorId, startsAt } });
      onMoved();
    } catch (e) {
      setError(errorMessage(e, texts.changeFailed));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{texts.rescheduleTitle(appointment.patientName)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DoctorSelect
            doctors={doctors}
            value={doctors.length ? doctorId : ''}
            label={texts.doctor}
            onChange={(id) => {
              setDoctorId(id);
              setStartsAt('');
            }}
          />
          <TextField
            type="date"
            name="date"
            label={texts.date}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setStartsAt('');
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <SlotPicker doctorId={doctorId} date={date} value={startsAt} onChange={setStartsAt} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.rescheduleKeep}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={loading}>
          {loading ? texts.saving : texts.rescheduleSave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
