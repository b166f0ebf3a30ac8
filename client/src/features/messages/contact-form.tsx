import { useFormik } from 'formik';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, fieldErrors } from '../../lib/api-errors';
import {
  contactSchema,
  useSendContactMessage,
  type ContactValues,
} from './api/send-contact-message';
import { FormFooter } from './form-footer';
import { messagesTexts } from './strings';

const texts = messagesTexts.contact.form;

const empty: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: checked here and on the server, stored, then cleared with the spec's toast. */
export function ContactForm() {
  const [send] = useSendContactMessage();
  const toast = useToast();
  const form = useFormik<ContactValues>({
    initialValues: empty,
    validationSchema: contactSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await send({
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
        toast.show({
          title: data?.sendContactMessage.title ?? texts.sentTitle,
          description: data?.sendContactMessage.message ?? texts.sentText,
          variant: 'success',
        });
        helpers.resetForm();
      } catch (error) {
        const fields = fieldErrors(error);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
        helpers.setStatus(errorMessage(error, texts.failed));
      }
    },
  });
  const error = (field: keyof ContactValues) =>
    form.submitCount > 0 ? form.errors[field] : undefined;
  const field = (name: Exclude<keyof ContactValues, 'phone'>) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    error: Boolean(error(name)),
    helperText: error(name),
    required: true,
    fullWidth: true,
  });

  return (
    <Paper
      component="section"
      aria-labelledby="contact-form-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="contact-form-title" component="h2" variant="h2" gutterBottom>
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.privacyNote}
      </Typography>
      <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
        <TextField {...field('name')} label={texts.name} autoComplete="name" />
        <TextField {...field('email')} label={texts.email} type="email" autoComplete="email" />
        <PhoneField
          name="phone"
          label={texts.phone}
          value={form.values.phone}
          onChange={(digits) => form.setFieldValue('phone', digits)}
          error={Boolean(error('phone'))}
          helperText={error('phone')}
          fullWidth
        />
        <TextField {...field('subject')} label={texts.subject} />
        <TextField {...field('message')} label={texts.message} multiline minRows={4} />
        <FormFooter
          error={form.status}
          submitting={form.isSubmitting}
          label={texts.send}
          busyLabel={texts.sending}
        />
      </Stack>
    </Paper>
  );
}
