import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { errorMessage } from '../lib/staff-errors';
import { useBeginTotpEnrolment } from './api/begin-totp-enrolment';
import { enrolmentCodeSchema, useConfirmTotpEnrolment } from './api/confirm-totp-enrolment';
import { authTexts as texts } from './strings';

const TotpQrCode = lazy(() => import('./totp-qr-code').then((m) => ({ default: m.TotpQrCode })));

/**
 * The second factor's set-up for a session that may do nothing else: the key as a QR code and as
 * text, a first code to prove it works, then the recovery codes, shown this once.
 */
export function Enrolment({ onDone }: { onDone: () => void }) {
  const [begin, { data, error: beginError }] = useBeginTotpEnrolment();
  const [confirm] = useConfirmTotpEnrolment();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[]>();

  useEffect(() => {
    begin().catch(() => undefined);
  }, [begin]);

  if (recoveryCodes) {
    return (
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {texts.recoveryTitle}
        </Typography>
        <Typography>{texts.recoveryIntro}</Typography>
        <Box
          component="ul"
          aria-label={texts.recoveryTitle}
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, pl: 3 }}
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone}>
          {texts.recoveryDone}
        </Button>
      </Stack>
    );
  }

  const enrolment = data?.beginTotpEnrolment;
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {texts.enrolTitle}
      </Typography>
      <Typography>{texts.enrolIntro}</Typography>
      {beginError && <Alert severity="error">{errorMessage(beginError, texts.enrolFailed)}</Alert>}
      {!enrolment && !beginError && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <span>{texts.enrolLoading}</span>
        </Stack>
      )}
      {enrolment && (
        <>
          <Box sx={{ minHeight: 200, display: 'flex', justifyContent: 'center' }}>
            <Suspense fallback={<CircularProgress aria-label={texts.enrolLoading} />}>
              <TotpQrCode value={enrolment.otpauthUrl} label={texts.enrolQrLabel} />
            </Suspense>
          </Box>
          <Typography>
            {texts.enrolSecret}{' '}
            <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Box>
          </Typography>
          <Formik
            initialValues={{ code: '' }}
            validationSchema={enrolmentCodeSchema}
            onSubmit={async (values, { setFieldError }) => {
              try {
                const result = await confirm({ variables: { code: values.code.trim() } });
                setRecoveryCodes(result.data?.confirmTotpEnrolment.recoveryCodes ?? []);
              } catch (e) {
                setFieldError('code', errorMessage(e, texts.enrolCodeWrong));
              }
            }}
          >
            {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
              <Form noValidate>
                <Stack spacing={2}>
                  <TextField
                    name="code"
                    label={texts.code}
                    autoComplete="one-time-code"
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    value={values.code}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={touched.code && Boolean(errors.code)}
                    helperText={touched.code && errors.code}
                  />
                  <Button type="submit" variant="contained" disabled={isSubmitting}>
                    {isSubmitting ? texts.enrolConfirming : texts.enrolConfirm}
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        </>
      )}
    </Stack>
  );
}
