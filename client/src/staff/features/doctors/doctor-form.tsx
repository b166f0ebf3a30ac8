import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { fieldProps } from '../../../components/form/form';
import type { ConsultationMode } from '../../graphql/__generated__/graphql';
import { saveForm } from '../../lib/save-form';
import { DOCTOR_SERVER_FIELDS, doctorSchema, type DoctorFormValues } from './api/save-doctor';
import { doctorTexts as texts } from './strings';
import { FormSection } from '../../components/form-section';

const MODES: ConsultationMode[] = ['IN_CLINIC', 'VIDEO', 'PHONE'];

/** Picks from a list of checkboxes, as a value list of the form. */
function CheckList<T extends string>({
  legend,
  name,
  options,
  values,
  label,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  values: readonly T[];
  label(option: T): string;
  error?: string;
  onChange(values: T[]): void;
}) {
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {legend}
      </Typography>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                name={name}
                checked={values.includes(option)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...values, option]
                      : values.filter((value) => value !== option),
                  )
                }
              />
            }
            label={label(option)}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

/**
 * A doctor's profile with its Hindi versions (Formik + Yup; the server's field messages land
 * under their fields). The web address is made once by the server and never changes.
 */
export function DoctorForm({
  initialValues,
  submitLabel,
  onSubmit,
}: {
  initialValues: DoctorFormValues;
  submitLabel: string;
  onSubmit(values: DoctorFormValues): Promise<unknown>;
}) {
  const submit = saveForm(onSubmit, texts.failed, DOCTOR_SERVER_FIELDS);

  return (
    <Formik initialValues={initialValues} validationSchema={doctorSchema} onSubmit={submit}>
      {(form) => {
        const text = (name: keyof DoctorFormValues & string) => ({
          ...fieldProps(form, name),
          onBlur: form.handleBlur,
          fullWidth: true,
        });
        const conditionIds = Object.keys(texts.conditionNames);
        return (
          <Form noValidate aria-busy={form.isSubmitting}>
            <Stack spacing={2}>
              {form.status?.error && (
                <Alert severity="error" role="alert">
                  {form.status.error}
                </Alert>
              )}
              {form.status?.saved && !form.dirty && <Alert severity="success">{texts.saved}</Alert>}
              <TextField label={texts.name} required {...text('name')} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={texts.specialization} required {...text('specialization')} />
                <TextField label={texts.qualification} required {...text('qualification')} />
              </Stack>
              <TextField
                label={texts.registrationNumber}
                {...text('registrationNumber')}
                helperText={
                  fieldProps(form, 'registrationNumber').helperText ?? texts.registrationHelp
                }
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={texts.experienceYears}
                  required
                  inputMode="numeric"
                  {...text('experienceYears')}
                />
                <TextField
                  label={texts.consultationFee}
                  required
                  inputMode="decimal"
                  {...text('consultationFee')}
                />
              </Stack>
              <TextField label={texts.bio} required multiline minRows={3} {...text('bio')} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label={texts.expertise} multiline minRows={2} {...text('expertise')} />
                <TextField label={texts.languages} multiline minRows={2} {...text('languages')} />
              </Stack>
              <CheckList
                legend={texts.conditions}
                name="conditions"
                options={conditionIds}
                values={form.values.conditions}
                label={(id) => texts.conditionNames[id] ?? id}
                error={form.touched.conditions ? (form.errors.conditions as string) : undefined}
                onChange={(values) => void form.setFieldValue('conditions', values)}
              />
              <CheckList
                legend={texts.modes}
                name="consultationModes"
                options={MODES}
                values={form.values.consultationModes}
                label={(mode) => texts.modeNames[mode]}
                error={
                  form.touched.consultationModes || form.submitCount > 0
                    ? (form.errors.consultationModes as string | undefined)
                    : undefined
                }
                onChange={(values) => void form.setFieldValue('consultationModes', values)}
              />
              <FormSection title={texts.hindi} help={texts.hindiHelp}>
                <TextField label={texts.hindiName} lang="hi" {...text('hindiName')} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label={texts.hindiSpecialization}
                    lang="hi"
                    {...text('hindiSpecialization')}
                  />
                  <TextField
                    label={texts.hindiQualification}
                    lang="hi"
                    {...text('hindiQualification')}
                  />
                </Stack>
                <TextField
                  label={texts.hindiBio}
                  lang="hi"
                  multiline
                  minRows={3}
                  {...text('hindiBio')}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label={texts.hindiExpertise}
                    lang="hi"
                    multiline
                    minRows={2}
                    {...text('hindiExpertise')}
                  />
                  <TextField
                    label={texts.hindiLanguages}
                    lang="hi"
                    multiline
                    minRows={2}
                    {...text('hindiLanguages')}
                  />
                </Stack>
              </FormSection>
              <div>
                <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                  {submitLabel}
                </Button>
              </div>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
