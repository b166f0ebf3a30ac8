import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataRequestKind } from '../../graphql/__generated__/graphql';
import { formatDate } from '../../../lib/dates';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { recordSchema, useRecordDataRequest } from './api/record-data-request';
import { dataRequestTexts as texts } from './strings';

interface VisitValues {
  phone: string;
  kind: DataRequestKind;
  identityCheck: string;
  details: string;
}

const initialValues: VisitValues = { phone: '', kind: 'SEE', identityCheck: '', details: '' };

/** A request made at the desk, after the identity was checked (reception and admin). */
export function RecordVisitForm() {
  const [record] = useRecordDataRequest();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const submit = async (values: VisitValues, form: FormikHelpers<VisitValues>) => {
    setDone(undefined);
    setFailure(undefined);
    try {
      const { data } = await record({
        variables: {
          input: {
            phone: values.phone,
            kind: values.kind,
            identityCheck: values.identityCheck.trim(),
            details: values.details.trim() || null,
          },
        },
      });
      const request = data?.recordDataRequest;
      if (request) {
        setDone(texts.recorded(request.reference, formatDate(new Date(request.dueAt))));
        form.resetForm();
      }
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, texts.saveFailed));
    }
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="visit-title">
      <Typography id="visit-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {texts.visitTitle}
      </Typography>
      <Typography>{texts.visitIntro}</Typography>
      <Formik initialValues={initialValues} validationSchema={recordSchema} onSubmit={submit}>
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate>
            <Stack spacing={2} sx={{ maxWidth: 520 }}>
              <TextField
                name="phone"
                label={texts.phone}
                value={values.phone}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.phone && Boolean(errors.phone)}
                helperText={touched.phone && errors.phone}
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
              <TextField
                select
                name="kind"
                label={texts.kind}
                value={values.kind}
                onChange={handleChange}
              >
                {(['SEE', 'CORRECT', 'ERASE'] as const).map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {texts.kinds[kind]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                name="identityCheck"
                label={texts.identityCheck}
                value={values.identityCheck}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.identityCheck && Boolean(errors.identityCheck)}
                helperText={touched.identityCheck && errors.identityCheck}
              />
              <TextField
                name="details"
                label={texts.details}
                value={values.details}
                onChange={handleChange}
                multiline
                minRows={2}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                sx={{ alignSelf: 'start', minHeight: 48 }}
              >
                {texts.record}
              </Button>
              {done && (
                <Alert severity="success" role="status">
                  {done}
                </Alert>
              )}
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}

/** Reception's page: the visit form alone (the queue of requests is the admin's). */
export default function RecordVisitPage() {
  return <RecordVisitForm />;
}
