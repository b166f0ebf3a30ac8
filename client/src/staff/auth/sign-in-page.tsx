import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { fieldProps } from '../../components/form/form';
import { errorCode, errorMessage } from '../lib/staff-errors';
import { signInSchema, useSignIn } from './api/sign-in';
import { Enrolment } from './enrolment';
import { authTexts as texts } from './strings';

type Step = 'password' | 'code' | 'enrol';

/**
 * E-mail and password; the code field once the server answers TOTP_REQUIRED; the second
 * factor's set-up when it answers ENROLMENT_REQUIRED. `onSignedIn` is called once a full
 * session exists.
 */
export function SignInPage({
  onSignedIn,
  notice,
}: {
  onSignedIn: () => Promise<unknown> | void;
  notice?: string;
}) {
  const [signIn] = useSignIn();
  const [step, setStep] = useState<Step>('password');
  const [message, setMessage] = useState<{ severity: 'error' | 'info'; text: string } | undefined>(
    notice ? { severity: 'info', text: notice } : undefined,
  );

  return (
    <Box component="main" sx={{ maxWidth: 444, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {texts.title}
        </Typography>
        {message && (
          <Alert severity={message.severity} sx={{ mb: 2 }} role="alert">
            {message.text}
          </Alert>
        )}
        {step === 'enrol' ? (
          <Enrolment
            onDone={() => {
              setStep('code');
              setMessage({ severity: 'info', text: texts.signInAgain });
            }}
          />
        ) : (
          <Formik
            initialValues={{ email: '', password: '', code: '' }}
            validationSchema={signInSchema(step === 'code')}
            onSubmit={async (values) => {
              setMessage(undefined);
              try {
                await signIn({
                  variables: {
                    email: values.email.trim(),
                    password: values.password,
                    code: step === 'code' ? values.code.trim() : null,
                  },
                });
                await onSignedIn();
              } catch (e) {
                const code = errorCode(e);
                if (code === 'ENROLMENT_REQUIRED') {
                  setStep('enrol');
                  return;
                }
                if (code === 'TOTP_REQUIRED' && step !== 'code') {
                  setStep('code');
                  setMessage({ severity: 'info', text: texts.codeNeeded });
                  return;
                }
                setMessage({ severity: 'error', text: errorMessage(e, texts.failed) });
              }
            }}
          >
            {(form) => (
              <Form noValidate>
                <Stack spacing={2}>
                  <TextField
                    type="email"
                    label={texts.email}
                    autoComplete="username"
                    {...fieldProps(form, 'email')}
                    onBlur={form.handleBlur}
                  />
                  <TextField
                    type="password"
                    label={texts.password}
                    autoComplete="current-password"
                    {...fieldProps(form, 'password')}
                    onBlur={form.handleBlur}
                  />
                  {step === 'code' && (
                    <TextField
                      label={texts.code}
                      autoComplete="one-time-code"
                      autoFocus
                      {...fieldProps(form, 'code')}
                      onBlur={form.handleBlur}
                      helperText={fieldProps(form, 'code').helperText ?? texts.codeHelp}
                    />
                  )}
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={form.isSubmitting}
                  >
                    {form.isSubmitting ? texts.signingIn : texts.signIn}
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </Paper>
    </Box>
  );
}
