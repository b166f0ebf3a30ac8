import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, getIn, type FormikHelpers } from 'formik';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { clinicDateKey } from '../../lib/desk-time';
import { scheduleSchema, type ScheduleFormValues } from './api/update-doctor-schedule';
import { doctorTexts as texts } from './strings';
import { FormSection } from '../../components/form-section';

const timeField = {
  type: 'time',
  size: 'small',
  slotProps: { inputLabel: { shrink: true } },
} as const;

/** The server names plan fields by the plan's worked days; the form lists all seven. */
function formField(key: string, values: ScheduleFormValues): string {
  const match = /^workingPlan\.(\d+)(\..*)?$/.exec(key);
  if (!match) return key;
  const worked = values.days.filter((day) => day.works);
  const index = values.days.indexOf(worked[Number(match[1])]);
  return index < 0 ? 'days' : `days.${index}${match[2] ?? ''}`;
}

/**
 * A doctor's weekly plan (per weekday: works or not, start, end, breaks), slot length and days
 * off, saved whole. What it saves answers the bookings it strands (`onSaved`).
 */
export function ScheduleForm({
  initialValues,
  onSubmit,
}: {
  initialValues: ScheduleFormValues;
  /** Saves; answers how many bookings the new plan strands. */
  onSubmit(values: ScheduleFormValues): Promise<number>;
}) {
  const [dayOff, setDayOff] = useState('');
  const submit = async (values: ScheduleFormValues, form: FormikHelpers<ScheduleFormValues>) => {
    form.setStatus(undefined);
    try {
      const stranded = await onSubmit(values);
      form.resetForm({ values, status: { saved: true, stranded } });
    } catch (error) {
      const fields = fieldErrors(error);
      const errors: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) errors[formField(key, values)] = message;
      form.setStatus({ error: errorMessage(error, texts.scheduleFailed), fields: errors });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={scheduleSchema} onSubmit={submit}>
      {(form) => {
        const serverError = (path: string): string | undefined => form.status?.fields?.[path];
        const error = (path: string): string | undefined => {
          const message = getIn(form.errors, path);
          const shown = getIn(form.touched, path) || form.submitCount > 0;
          return (shown && typeof message === 'string' ? message : undefined) ?? serverError(path);
        };
        const setDay = (index: number, change: Partial<ScheduleFormValues['days'][number]>) =>
          void form.setFieldValue(`days.${index}`, { ...form.values.days[index], ...change });
        return (
          <Form noValidate aria-busy={form.isSubmitting}>
            <Stack spacing={2}>
              {form.status?.error && (
                <Alert severity="error" role="alert">
                  {form.status.error}
                </Alert>
              )}
              {form.status?.saved && !form.dirty && (
                <Alert severity={form.status.stranded > 0 ? 'warning' : 'success'} role="status">
                  {form.status.stranded > 0
                    ? texts.scheduleStranded(form.status.stranded)
                    : texts.scheduleSaved}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary">
                {texts.scheduleHelp}
              </Typography>
              <TextField
                label={texts.slotMinutes}
                name="slotMinutes"
                inputMode="numeric"
                value={form.values.slotMinutes}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={Boolean(error('slotMinutes'))}
                helperText={error('slotMinutes')}
                sx={{ maxWidth: 240 }}
              />
              {form.values.days.map((day, index) => {
                const name = texts.weekdays[day.weekday - 1];
                const breaksError = error(`days.${index}.breaks`);
                return (
                  <Paper
                    key={day.weekday}
                    variant="outlined"
                    sx={{ p: 1.5 }}
                    data-testid={`weekday-${day.weekday}`}
                  >
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={day.works}
                          onChange={(event) => setDay(index, { works: event.target.checked })}
                        />
                      }
                      label={texts.works(name)}
                    />
                    {day.works && (
                      <Stack spacing={1} sx={{ mt: 1 }}>
                        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                          <TextField
                            {...timeField}
                            label={`${name} ${texts.start.toLowerCase()}`}
                            name={`days.${index}.start`}
                            value={day.start}
                            onChange={form.handleChange}
                            error={Boolean(error(`days.${index}.start`))}
                            helperText={error(`days.${index}.start`)}
                          />
                          <TextField
                            {...timeField}
                            label={`${name} ${texts.end.toLowerCase()}`}
                            name={`days.${index}.end`}
                            value={day.end}
                            onChange={form.handleChange}
                            error={Boolean(error(`days.${index}.end`))}
                            helperText={error(`days.${index}.end`)}
                          />
                        </Stack>
                        {day.breaks.map((pause, n) => (
                          <Stack
                            key={n}
                            direction="row"
                            spacing={1}
                            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                          >
                            <TextField
                              {...timeField}
                              label={`${name} ${texts.breakStart(n + 1).toLowerCase()}`}
                              name={`days.${index}.breaks.${n}.start`}
                              value={pause.start}
                              onChange={form.handleChange}
                            />
                            <TextField
                              {...timeField}
                              label={`${name} ${texts.breakEnd(n + 1).toLowerCase()}`}
                              name={`days.${index}.breaks.${n}.end`}
                              value={pause.end}
                              onChange={form.handleChange}
                            />
                            <IconButton
                              aria-label={`${name}: ${texts.removeBreak(n + 1)}`}
                              onClick={() =>
                                setDay(index, { breaks: day.breaks.filter((_, i) => i !== n) })
                              }
                            >
                              ×
                            </IconButton>
                          </Stack>
                        ))}
                        {(breaksError || serverError(`days.${index}.breaks.0`)) && (
                          <FormHelperText error>
                            {breaksError ?? serverError(`days.${index}.breaks.0`)}
                          </FormHelperText>
                        )}
                        {day.breaks.length < 4 && (
                          <div>
                            <Button
                              size="small"
                              onClick={() =>
                                setDay(index, {
                                  breaks: [...day.breaks, { start: '13:00', end: '14:00' }],
                                })
                              }
                            >
                              {`${texts.addBreak} (${name})`}
                            </Button>
                          </div>
                        )}
                      </Stack>
                    )}
                  </Paper>
                );
              })}
              <FormSection title={texts.daysOff} spacing={1}>
                {form.values.daysOff.length === 0 ? (
                  <Typography variant="body2">{texts.noDaysOff}</Typography>
                ) : (
                  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                    {form.values.daysOff.map((date) => (
                      <Chip
                        key={date}
                        label={date}
                        onDelete={() =>
                          void form.setFieldValue(
                            'daysOff',
                            form.values.daysOff.filter((d) => d !== date),
                          )
                        }
                        slotProps={{ root: { 'aria-label': date } }}
                        deleteIcon={<span aria-label={texts.removeDayOff(date)}>×</span>}
                      />
                    ))}
                  </Stack>
                )}
                {error('daysOff') && <FormHelperText error>{error('daysOff')}</FormHelperText>}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    type="date"
                    size="small"
                    label={texts.dayOff}
                    value={dayOff}
                    onChange={(event) => setDayOff(event.target.value)}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { min: clinicDateKey() },
                    }}
                  />
                  <Button
                    disabled={!dayOff}
                    onClick={() => {
                      if (!form.values.daysOff.includes(dayOff)) {
                        void form.setFieldValue('daysOff', [...form.values.daysOff, dayOff].sort());
                      }
                      setDayOff('');
                    }}
                  >
                    {texts.addDayOff}
                  </Button>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {texts.leaveLink}
                </Typography>
              </FormSection>
              <div>
                <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                  {texts.saveSchedule}
                </Button>
              </div>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
