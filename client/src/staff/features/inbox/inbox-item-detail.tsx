import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';
import { fieldProps } from '../../../components/form/form';
import { useDeskDoctors } from '../../api/desk-doctors';
import { useStaffSession } from '../../auth/session';
import { clinicDateKey, deskDate, deskTime } from '../../lib/desk-time';
import { errorMessage, fieldErrors } from '../../lib/staff-errors';
import { useApproveTestimonial, testimonialSchema } from './api/approve-testimonial';
import type { InboxItemView } from './api/inbox-item-fragment';
import { useMarkInboxSpam } from './api/mark-inbox-spam';
import { replySchema, useReplyToContactMessage } from './api/reply-to-contact-message';
import { useSetInboxState } from './api/set-inbox-state';
import { useWithdrawTestimonial } from './api/withdraw-testimonial';
import { inboxTexts as texts } from './strings';

export const when = (iso: string) => `${deskDate(clinicDateKey(new Date(iso)))}, ${deskTime(iso)}`;

type Outcome = { ok: boolean; text: string } | undefined;

/** Submits a form, putting the server's field messages under their fields. */
async function submitting<V extends object>(
  form: FormikHelpers<V>,
  send: () => Promise<unknown>,
  done: string,
): Promise<void> {
  form.setStatus(undefined);
  try {
    await send();
    form.resetForm({ status: { ok: true, text: done } });
  } catch (error) {
    const fields = fieldErrors(error);
    form.setErrors(fields as FormikErrors<V>);
    form.setTouched(
      Object.fromEntries(Object.keys(fields).map((key) => [key, true])) as FormikTouched<V>,
      false,
    );
    form.setStatus({ ok: false, text: errorMessage(error, texts.actionFailed) });
  }
}

function ReplyForm({ item }: { item: InboxItemView }) {
  const [reply] = useReplyToContactMessage();
  return (
    <Formik
      initialValues={{ channel: 'EMAIL', text: '' }}
      validationSchema={replySchema}
      onSubmit={(values, form) =>
        submitting(
          form,
          () =>
            reply({
              variables: {
                id: item.id,
                channel: values.channel as 'EMAIL' | 'WHATSAPP',
                text: values.text,
              },
            }),
          texts.sent,
        )
      }
    >
      {(form) => (
        <Form noValidate aria-label={texts.replyTitle}>
          <Stack spacing={1}>
            <Typography component="h3" variant="h6">
              {texts.replyTitle}
            </Typography>
            <Typography id={`channel-${item.id}`}>{texts.channel}</Typography>
            <RadioGroup
              row
              name="channel"
              aria-labelledby={`channel-${item.id}`}
              value={form.values.channel}
              onChange={form.handleChange}
            >
              <FormControlLabel value="EMAIL" control={<Radio />} label={texts.email} />
              <FormControlLabel
                value="WHATSAPP"
                control={<Radio />}
                label={texts.whatsapp}
                disabled={!item.phone}
              />
            </RadioGroup>
            {!item.phone && <Typography variant="body2">{texts.noPhone}</Typography>}
            <TextField
              {...fieldProps(form, 'text')}
              onBlur={form.handleBlur}
              label={texts.replyText}
              multiline
              minRows={3}
              fullWidth
            />
            {form.status && (
              <Alert severity={form.status.ok ? 'success' : 'error'}>{form.status.text}</Alert>
            )}
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {texts.send}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function TestimonialForm({ item }: { item: InboxItemView }) {
  const [approve] = useApproveTestimonial();
  const [withdraw, withdrawing] = useWithdrawTestimonial();
  const doctors = useDeskDoctors().data?.deskDoctors ?? [];
  const [outcome, setOutcome] = useState<Outcome>();
  if (item.testimonialApprovedAt) {
    return (
      <Stack spacing={1}>
        <Alert severity="success">{texts.published}</Alert>
        {outcome && <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>}
        <Button
          variant="outlined"
          disabled={withdrawing.loading}
          onClick={async () => {
            try {
              await withdraw({ variables: { id: item.id } });
              setOutcome({ ok: true, text: texts.withdrawn });
            } catch (error) {
              setOutcome({ ok: false, text: errorMessage(error, texts.actionFailed) });
            }
          }}
        >
          {texts.withdraw}
        </Button>
      </Stack>
    );
  }
  return (
    <Formik
      initialValues={{ town: item.town ?? '', doctorId: item.doctorId ?? '' }}
      validationSchema={testimonialSchema}
      onSubmit={(values, form) =>
        submitting(
          form,
          () =>
            approve({
              variables: {
                id: item.id,
                testimonial: { town: values.town, doctorId: values.doctorId || null },
              },
            }),
          texts.approved,
        )
      }
    >
      {(form) => (
        <Form noValidate aria-label={texts.testimonialTitle}>
          <Stack spacing={1}>
            <Typography component="h3" variant="h6">
              {texts.testimonialTitle}
            </Typography>
            <TextField
              {...fieldProps(form, 'town')}
              onBlur={form.handleBlur}
              label={texts.town}
              fullWidth
            />
            <TextField {...fieldProps(form, 'doctorId')} select label={texts.doctor} fullWidth>
              <MenuItem value="">{texts.noDoctor}</MenuItem>
              {doctors.map((doctor) => (
                <MenuItem key={doctor.id} value={doctor.id}>
                  {doctor.name}
                </MenuItem>
              ))}
            </TextField>
            {form.status && (
              <Alert severity={form.status.ok ? 'success' : 'error'}>{form.status.text}</Alert>
            )}
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {texts.approve}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** One opened item: all it says, its moves, a reply (contact) or testimonial (admin, feedback). */
export function InboxItemDetail({ item }: { item: InboxItemView }) {
  const { me } = useStaffSession();
  const [setState, moving] = useSetInboxState();
  const [markSpam, marking] = useMarkInboxSpam();
  const [outcome, setOutcome] = useState<Outcome>();
  const act = async (run: () => Promise<unknown>) => {
    setOutcome(undefined);
    try {
      await run();
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, texts.actionFailed) });
    }
  };
  const busy = moving.loading || marking.loading;
  const variables = { kind: item.kind, id: item.id };
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.message}</Typography>
      {item.kind === 'CONTACT' && (
        <Typography variant="body2">
          {[item.email, item.phone].filter(Boolean).join(' · ')}
        </Typography>
      )}
      {item.kind === 'FEEDBACK' && (
        <Stack spacing={0.5}>
          {item.rating !== null && item.rating !== undefined && (
            <Typography variant="body2">{texts.rating(item.rating)}</Typography>
          )}
          {item.condition && (
            <Typography variant="body2">{texts.condition(item.condition)}</Typography>
          )}
          <Typography variant="body2">
            {item.consentToPublish ? texts.consent : texts.noConsent}
          </Typography>
        </Stack>
      )}
      {item.handledBy && item.handledAt && (
        <Typography variant="body2" color="text.secondary">
          {texts.handled(item.handledBy, when(item.handledAt))}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {item.nextStates.includes('ARCHIVED') && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => act(() => setState({ variables: { ...variables, state: 'ARCHIVED' } }))}
          >
            {texts.archive}
          </Button>
        )}
        {item.state === 'ARCHIVED' && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => act(() => setState({ variables: { ...variables, state: 'READ' } }))}
          >
            {texts.reopen}
          </Button>
        )}
        <Button
          variant="text"
          color={item.spam ? 'primary' : 'warning'}
          disabled={busy}
          onClick={() => act(() => markSpam({ variables: { ...variables, spam: !item.spam } }))}
        >
          {item.spam ? texts.notSpam : texts.markSpam}
        </Button>
      </Stack>
      {outcome && <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>}
      {item.kind === 'CONTACT' && item.state !== 'ARCHIVED' && !item.spam && (
        <ReplyForm item={item} />
      )}
      {item.kind === 'FEEDBACK' && me.role === 'ADMIN' && item.consentToPublish && !item.spam && (
        <TestimonialForm item={item} />
      )}
    </Stack>
  );
}
