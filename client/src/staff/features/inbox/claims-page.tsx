import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { useHeroClaims } from './api/hero-claims';
import { claimsSchema, useUpdateHeroClaims } from './api/update-hero-claims';
import { claimsTexts as texts } from './strings';

type ClaimsValues = { patientsTreated: string; yearsOfService: string; successRate: string };
const FIELDS = ['patientsTreated', 'yearsOfService', 'successRate'] as const;

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const asNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The hero's figures (the clinic's own claims), edited by an admin. */
export default function ClaimsPage() {
  const { data, error, refetch } = useHeroClaims();
  const [update] = useUpdateHeroClaims();
  const claims = data?.heroClaims;
  const submit = async (values: ClaimsValues, form: FormikHelpers<ClaimsValues>) => {
    form.setStatus(undefined);
    try {
      await update({
        variables: {
          claims: Object.fromEntries(FIELDS.map((name) => [name, asNumber(values[name])])),
        },
      });
      form.resetForm({ values, status: { ok: true } });
    } catch (failure) {
      const fields = fieldErrors(failure);
      form.setErrors(fields);
      form.setTouched(Object.fromEntries(Object.keys(fields).map((key) => [key, true])), false);
      form.setStatus({ ok: false, text: errorMessage(failure, texts.saveFailed) });
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      {error && !claims && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.failed)}
        </Alert>
      )}
      {!claims && !error && (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={200} />
        </Box>
      )}
      {claims && (
        <Formik<ClaimsValues>
          initialValues={{
            patientsTreated: asText(claims.patientsTreated),
            yearsOfService: asText(claims.yearsOfService),
            successRate: asText(claims.successRate),
          }}
          validationSchema={claimsSchema}
          onSubmit={submit}
        >
          {(form) => (
            <Form noValidate aria-label={texts.title}>
              <Stack spacing={2}>
                {FIELDS.map((name) => (
                  <TextField
                    key={name}
                    {...fieldProps(form, name)}
                    onBlur={form.handleBlur}
                    label={texts[name]}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    fullWidth
                  />
                ))}
                {form.status?.ok && <Alert severity="success">{texts.saved}</Alert>}
                {form.status && !form.status.ok && (
                  <Alert severity="error">{form.status.text}</Alert>
                )}
                <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                  {texts.save}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Stack>
  );
}
