import { useMemo, useRef } from 'react';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, fieldProps } from '../../components/form/form';
import { PhoneField } from '../../components/phone-field';
import { TextAreaField } from '../../components/text-area-field';
import { useCatalogue } from '../../lib/i18n/catalogue';
import {
  contactSchemaFor,
  useSendContactMessage,
  type ContactValues,
} from './api/send-contact-message';
import { messagesCatalogue } from './catalogue';
import { FormFooter } from './form-footer';
import { refusalMessage, refusedFields } from './refusals';

const empty: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };
const refusal = {
  rateLimited: 'messages.error.rateLimitedContact',
  failed: 'messages.form.failed',
};
const otherwise = { email: 'messages.form.emailInvalid', phone: 'messages.form.phoneInvalid' };

/** The contact form: checked here and on the server, stored, then cleared with the spec's toast. */
export function ContactForm() {
  const { _ } = useCatalogue(messagesCatalogue);
  const schema = useMemo(() => contactSchemaFor(_), [_]);
  const sentValues = useRef<ContactValues>(undefined);
  const [send] = useSendContactMessage();
  const refused = (error: unknown) =>
    refusedFields(error, schema, sentValues.current, _, otherwise);
  return (
    <Paper
      component="section"
      aria-labelledby="contact-form-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="contact-form-title" component="h2" variant="h2" gutterBottom>
        {_('messages.form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {_('messages.form.privacyNote')}
      </Typography>
      <Form<ContactValues>
        initialValues={empty}
        validationSchema={schema}
        validateOnBlur={false}
        failureMessage={(error) => refusalMessage(error, _, refusal, refused(error))}
        // The server's reasons under their fields, in the page's language.
        onFailure={(error, form) => form.setErrors(refused(error))}
        onSubmit={async (values) => {
          sentValues.current = values;
          await send({
            variables: {
              input: {
                name: values.name.trim(),
                email: values.email.trim(),
                phone: values.phone || null,
                subject: values.subject.trim(),
                message: values.message.trim(),
              },
            },
          });
          // The server's receipt says the same in English; the page says it in its language.
          return {
            title: _('messages.form.sentTitle'),
            description: _('messages.form.sentText'),
          };
        }}
      >
        {(form) => {
          const field = (name: Exclude<keyof ContactValues, 'phone'>) => ({
            ...fieldProps(form, name),
            required: true,
            fullWidth: true,
          });
          return (
            <>
              <TextField {...field('name')} label={_('messages.form.name')} autoComplete="name" />
              <TextField
                {...field('email')}
                label={_('messages.form.email')}
                type="email"
                autoComplete="email"
              />
              <PhoneField
                {...fieldProps(form, 'phone')}
                label={_('messages.form.phone')}
                onChange={(digits) => form.setFieldValue('phone', digits)}
                fullWidth
              />
              <TextField {...field('subject')} label={_('messages.form.subject')} />
              <TextAreaField {...field('message')} label={_('messages.form.message')} minRows={4} />
              <FormFooter
                error={form.status}
                submitting={form.isSubmitting}
                label={_('messages.form.send')}
                busyLabel={_('messages.form.sending')}
              />
            </>
          );
        }}
      </Form>
    </Paper>
  );
}
