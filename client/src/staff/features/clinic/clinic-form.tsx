import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { saveForm } from '../../lib/save-form';
import { clinicSchema, type ClinicFormValues } from './api/update-clinic-profile';
import { clinicTexts as t, WEEKDAY_NAMES } from './strings';

type Hindi = keyof ClinicFormValues['hindi'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Every field of the clinic profile, the Hindi versions beside the English ones the site
 * translates (Formik + Yup; the server's field messages land under their fields).
 */
export function ClinicForm({
  initialValues,
  onSubmit,
}: {
  initialValues: ClinicFormValues;
  onSubmit(values: ClinicFormValues): Promise<unknown>;
}) {
  const submit = saveForm(onSubmit, t.failed);

  return (
    <Formik initialValues={initialValues} validationSchema={clinicSchema} onSubmit={submit}>
      {(form) => <Fields form={form} />}
    </Formik>
  );
}

function Fields({ form }: { form: FormikProps<ClinicFormValues> }) {
  const field = (
    name: string,
    label: string,
    extra: { help?: string; required?: boolean } = {},
  ) => {
    const message =
      getIn(form.touched, name) || form.submitCount > 0
        ? (getIn(form.errors, name) as string | undefined)
        : undefined;
    return (
      <TextField
        name={name}
        label={label}
        value={(getIn(form.values, name) as string) ?? ''}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={typeof message === 'string'}
        helperText={typeof message === 'string' ? message : extra.help}
        required={extra.required}
        fullWidth
      />
    );
  };
  const translated = (name: Hindi, label: string) => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {field(name, label, { required: true })}
      {field(`hindi.${name}`, t.hindi(label), { help: t.hindiHelp })}
    </Stack>
  );
  const { phones, emails, hours } = form.values;

  return (
    <Form noValidate aria-busy={form.isSubmitting}>
      <Stack spacing={4}>
        {form.status?.error && (
          <Alert severity="error" role="alert">
            {form.status.error}
          </Alert>
        )}
        {form.status?.saved && !form.dirty && <Alert severity="success">{t.saved}</Alert>}

        <Section title={t.sections.identity}>
          {translated('name', t.name)}
          {translated('tagline', t.tagline)}
          {translated('streetAddress', t.streetAddress)}
          {translated('locality', t.locality)}
          {translated('region', t.region)}
          {field('postalCode', t.postalCode, { required: true })}
        </Section>

        <Section title={t.sections.contact}>
          {phones.map((_, i) => (
            <Stack key={`phone-${i}`} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {field(`phones.${i}.label`, t.phoneLabel(i + 1), { required: true })}
              {field(`phones.${i}.number`, t.phoneNumber(i + 1), { required: true })}
              {phones.length > 1 && (
                <IconButton
                  aria-label={t.removePhone(i + 1)}
                  onClick={() =>
                    void form.setFieldValue(
                      'phones',
                      phones.filter((__, j) => j !== i),
                    )
                  }
                >
                  ×
                </IconButton>
              )}
            </Stack>
          ))}
          {phones.length < 5 && (
            <Button
              sx={{ alignSelf: 'start' }}
              onClick={() =>
                void form.setFieldValue('phones', [...phones, { label: '', number: '' }])
              }
            >
              {t.addPhone}
            </Button>
          )}
          {field('whatsapp', t.whatsapp, { required: true })}
          {field('emergencyPhone', t.emergencyPhone, { required: true })}
          {emails.map((_, i) => (
            <Stack key={`email-${i}`} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {field(`emails.${i}.label`, t.emailLabel(i + 1), { required: true })}
              {field(`emails.${i}.address`, t.emailAddress(i + 1), { required: true })}
              {emails.length > 1 && (
                <IconButton
                  aria-label={t.removeEmail(i + 1)}
                  onClick={() =>
                    void form.setFieldValue(
                      'emails',
                      emails.filter((__, j) => j !== i),
                    )
                  }
                >
                  ×
                </IconButton>
              )}
            </Stack>
          ))}
          {emails.length < 5 && (
            <Button
              sx={{ alignSelf: 'start' }}
              onClick={() =>
                void form.setFieldValue('emails', [...emails, { label: '', address: '' }])
              }
            >
              {t.addEmail}
            </Button>
          )}
        </Section>

        <Section title={t.sections.hours}>
          {hours.map((day, i) => {
            const name = WEEKDAY_NAMES[day.weekday - 1];
            return (
              <Stack
                key={day.weekday}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'start' } }}
              >
                <FormControlLabel
                  sx={{ minWidth: 170 }}
                  control={
                    <Checkbox
                      name={`hours.${i}.closed`}
                      checked={day.closed}
                      onChange={form.handleChange}
                    />
                  }
                  label={t.closed(name)}
                />
                {!day.closed && field(`hours.${i}.opens`, t.opens(name))}
                {!day.closed && field(`hours.${i}.closes`, t.closes(name))}
                {field(`hours.${i}.note`, t.note(name))}
              </Stack>
            );
          })}
        </Section>

        <Section title={t.sections.legal}>
          {field('gstin', t.gstin, { help: t.gstinHelp })}
          {field('mapUrl', t.mapUrl, { help: t.mapUrlHelp, required: true })}
        </Section>

        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.isSubmitting}
          sx={{ alignSelf: 'start' }}
        >
          {form.isSubmitting ? t.saving : t.save}
        </Button>
      </Stack>
    </Form>
  );
}
