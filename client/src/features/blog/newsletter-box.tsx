import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../lib/i18n/catalogue';
import {
  newsletterFailure,
  newsletterSchemaFor,
  useSubscribeNewsletter,
  type NewsletterFailure,
} from './api/subscribe-newsletter';
import { blogCatalogue } from './catalogue';

/** The e-mail sign-up under the article list; the thank-you replaces the form once stored. */
export function NewsletterBox() {
  const { _ } = useCatalogue(blogCatalogue);
  const [subscribe] = useSubscribeNewsletter();
  const [subscribed, setSubscribed] = useState(false);
  const [failure, setFailure] = useState<NewsletterFailure['message'] | null>(null);
  const schema = useMemo(() => newsletterSchemaFor(_), [_]);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: async ({ email }, helpers) => {
      setFailure(null);
      try {
        const { data } = await subscribe({ variables: { email: email.trim() } });
        if (data?.subscribeNewsletter.subscribed) setSubscribed(true);
        else setFailure('blog.newsletter.failed');
      } catch (error) {
        const failed = newsletterFailure(error);
        if (failed.field) helpers.setFieldError(failed.field, _(failed.message));
        else setFailure(failed.message);
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
        {_('blog.newsletter.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{_('blog.newsletter.intro')}</Typography>
      {subscribed ? (
        <Alert severity="success" role="status">
          {_('blog.newsletter.thanks')}
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
            label={_('blog.newsletter.emailLabel')}
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
            {form.isSubmitting ? _('blog.newsletter.subscribing') : _('blog.newsletter.subscribe')}
          </Button>
        </Stack>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {_(failure)}
        </Alert>
      )}
    </Paper>
  );
}
