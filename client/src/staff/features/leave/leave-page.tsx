import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { formatClockTime } from '../../../lib/dates';
import { useDeskDoctors } from '../../api/desk-doctors';
import { AppointmentActions } from '../../components/appointment-actions';
import { AppointmentCard, type DeskAppointment } from '../../components/appointment-card';
import { DoctorSelect } from '../../components/doctor-select';
import { clinicDateKey, deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { leaveSchema, useAddDoctorLeave } from './api/add-doctor-leave';
import { useDoctorLeaves } from './api/doctor-leaves';
import { useRemoveDoctorLeave } from './api/remove-doctor-leave';
import { leaveTexts as texts } from './strings';

const dateField = { slotProps: { inputLabel: { shrink: true } } } as const;

/** Block whole days or a time range; the answer lists the bookings inside it to move. */
export default function LeavePage() {
  const doctors = useDeskDoctors().data?.deskDoctors ?? [];
  const [chosen, setChosen] = useState('');
  const doctorId = chosen || doctors[0]?.id || '';
  const leaves = useDoctorLeaves(doctorId);
  const [addLeave] = useAddDoctorLeave();
  const [removeLeave] = useRemoveDoctorLeave();
  const [affected, setAffected] = useState<DeskAppointment[]>();
  const [error, setError] = useState<string>();

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <DoctorSelect doctors={doctors} value={doctorId} onChange={setChosen} label={texts.doctor} />
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Formik
          initialValues={{
            fromDate: clinicDateKey(),
            toDate: clinicDateKey(),
            startTime: '',
            endTime: '',
            reason: '',
          }}
          validationSchema={leaveSchema}
          onSubmit={async (values) => {
            setError(undefined);
            setAffected(undefined);
            try {
              const result = await addLeave({
                variables: {
                  input: {
                    doctorId,
                    fromDate: values.fromDate,
                    toDate: values.toDate,
                    startTime: values.startTime || null,
                    endTime: values.endTime || null,
                    reason: values.reason.trim() || null,
                  },
                },
              });
              setAffected(result.data?.addDoctorLeave.affected ?? []);
              await leaves.refetch();
            } catch (e) {
              setError(errorMessage(e, texts.failed));
            }
          }}
        >
          {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
            <Form noValidate>
              <Stack spacing={2}>
                {(
                  [
                    ['date', ['fromDate', 'toDate']],
                    ['time', ['startTime', 'endTime']],
                  ] as const
                ).map(([type, names]) => (
                  <Stack key={type} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    {names.map((name) => (
                      <TextField
                        key={name}
                        type={type}
                        name={name}
                        label={texts[name]}
                        value={values[name]}
                        onChange={handleChange}
                        onBlur={handleBlur}
                        error={touched[name] && Boolean(errors[name])}
                        helperText={touched[name] && errors[name]}
                        {...dateField}
                      />
                    ))}
                  </Stack>
                ))}
                <TextField
                  name="reason"
                  label={texts.reason}
                  value={values.reason}
                  onChange={handleChange}
                />
                <Button type="submit" variant="contained" disabled={isSubmitting || !doctorId}>
                  {isSubmitting ? texts.adding : texts.add}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Paper>
      {affected && (
        <Stack spacing={1} component="section" aria-label={texts.added}>
          <Alert severity={affected.length ? 'warning' : 'success'}>
            {texts.added} {affected.length ? texts.affected(affected.length) : texts.noneAffected}
          </Alert>
          <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
            {affected.map((appointment) => (
              <AppointmentCard
                key={appointment.id}
                appointment={appointment}
                showDoctor
                actions={<AppointmentActions appointment={appointment} />}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <Typography component="h2" variant="h6">
        {texts.upcoming}
      </Typography>
      {leaves.error && (
        <Alert severity="error">{errorMessage(leaves.error, texts.loadFailed)}</Alert>
      )}
      {leaves.data?.doctorLeaves.length === 0 && <Typography>{texts.none}</Typography>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {leaves.data?.doctorLeaves.map((leave) => {
          const days = texts.wholeDays(deskDate(leave.fromDate), deskDate(leave.toDate));
          return (
            <Paper component="li" variant="outlined" key={leave.id} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ flexGrow: 1 }}>
                  {leave.startTime && leave.endTime
                    ? texts.timeRange(
                        days,
                        formatClockTime(leave.startTime),
                        formatClockTime(leave.endTime),
                      )
                    : days}
                  {leave.reason ? ` · ${leave.reason}` : ''}
                </Typography>
                <Button
                  color="error"
                  onClick={async () => {
                    setError(undefined);
                    try {
                      await removeLeave({ variables: { id: leave.id } });
                      await leaves.refetch();
                    } catch (e) {
                      setError(errorMessage(e, texts.failed));
                    }
                  }}
                >
                  {texts.remove}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
