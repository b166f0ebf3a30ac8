import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, fieldProps } from '../../components/form/form';
import { PhoneField } from '../../components/phone-field';
import { errorMessage } from '../../lib/api-errors';
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
      <Form<ContactValues>
        initialValues={empty}
        validationSchema={contactSchema}
        validateOnBlur={false}
        failureMessage={(error) => errorMessage(error, texts.failed)}
        onSubmit={async (values) => {
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
          return {
            title: data?.sendContactMessage.title ?? texts.sentTitle,
            description: data?.sendContactMessage.message ?? texts.sentText,
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
              <TextField {...field('name')} label={texts.name} autoComplete="name" />
              <TextField
                {...field('email')}
                label={texts.email}
                type="email"
                autoComplete="email"
              />
              <PhoneField
                {...fieldProps(form, 'phone')}
                label={texts.phone}
                onChange={(digits) => form.setFieldValue('phone', digits)}
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
            </>
          );
        }}
      </Form>
    </Paper>
  );
}
