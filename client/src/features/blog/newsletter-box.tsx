import { useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, fieldErrors } from '../../lib/api-errors';
import { newsletterSchema, useSubscribeNewsletter } from './api/subscribe-newsletter';
import { blogTexts } from './strings';

const texts = blogTexts.newsletter;

/** The e-mail sign-up under the article list; the thank-you replaces the form once stored. */
export function NewsletterBox() {
  const [subscribe] = useSubscribeNewsletter();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: newsletterSchema,
    validateOnBlur: false,
    onSubmit: async ({ email }, helpers) => {
      setFailure(null);
      try {
        const { data } = await subscribe({ variables: { email: email.trim() } });
        setThanks(data?.subscribeNewsletter.message ?? null);
      } catch (error) {
        const fields = fieldErrors(error);
        if (fields.email) helpers.setFieldError('email', fields.email);
        else setFailure(errorMessage(error, texts.failed));
      }
    },
  });
  const emailError = form.submitCount > 0 ? form.errors.email : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby="newsletter-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 5, bgcolor: 'primary.light', borderColor: 'primary.light' }}
    >
      <Typography id="newsletter-title" variant="h2" gutterBottom>
        {texts.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{texts.intro}</Typography>
      {thanks ? (
        <Alert severity="success" role="status">
          {thanks}
        </Alert>
      ) : (
        <Stack
          component="form"
          method="post" // an address is personal: never in a URL, even sent without the app
          noValidate
          onSubmit={form.handleSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            name="email"
            type="email"
            label={texts.emailLabel}
            autoComplete="email"
            value={form.values.email}
            onChange={form.handleChange}
            error={Boolean(emailError)}
            helperText={emailError}
            sx={{ flexGrow: 1, bgcolor: 'background.paper' }}
          />
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            loading={form.isSubmitting}
            loadingPosition="start"
            sx={{ minHeight: 56 }}
          >
            {form.isSubmitting ? texts.subscribing : texts.subscribe}
          </Button>
        </Stack>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Paper>
  );
}
