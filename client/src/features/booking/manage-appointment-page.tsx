import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PhoneField } from '../../components/phone-field';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useMetaDescription } from '../../lib/page-head';
import { useAppointmentLookup, type PatientAppointment } from './api/appointment';
import { useCancelAppointment } from './api/cancel-appointment';
import { AppointmentFacts, Fact } from './appointment-facts';
import { apiErrorWords, useBookingWords, type Translate } from './words';

export { preloadBookingWords } from './catalogue';

/** The lookup's rules, their messages in the page's language. */
const schemaFor = (_: Translate) =>
  Yup.object({
    reference: Yup.string()
      .trim()
      .required(_('manage.referenceRequired'))
      .matches(/^APT-[A-Za-z0-9]{5}$/i, _('manage.referenceRequired')),
    phone: Yup.string()
      .required(_('booking.validation.phoneRequired'))
      .matches(/^\d{10}$/, _('booking.validation.phoneInvalid')),
  });

function AppointmentCard({
  appointment,
  phone,
}: {
  appointment: PatientAppointment;
  phone: string;
}) {
  const toast = useToast();
  const words = useBookingWords();
  const { _, locale } = words;
  const [cancel, { loading }] = useCancelAppointment();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await cancel({
        variables: { reference: appointment.reference, phone, language: apiLanguage(locale) },
      });
      setAsking(false);
      toast.show({
        title: _('manage.cancelledTitle'),
        description: _('manage.cancelledBody'),
        variant: 'success',
      });
    } catch (error) {
      toast.show({
        title: _('manage.cancelFailed'),
        description: apiErrorWords(words, error, _('manage.failed'), {
          NOT_FOUND: _('manage.notFound'),
          CONFLICT:
            appointment.status === 'COMPLETED' ? _('manage.alreadyHappened') : _('manage.tooLate'),
          RATE_LIMITED: _('manage.tooManyTries'),
        }),
        variant: 'error',
      });
    }
  };

  const cancelled = appointment.status === 'CANCELLED';
  return (
    <Paper variant="outlined" component="section" aria-label={appointment.reference} sx={{ p: 3 }}>
      <AppointmentFacts appointment={appointment}>
        <Fact term={_('manage.status')}>{_(`manage.statuses.${appointment.status}`)}</Fact>
        {appointment.cancelReason && (
          <Fact term={_('manage.clinicReason')}>
            {/* Written by the clinic's staff, in English. */}
            <span lang={locale === 'en' ? undefined : 'en'}>{appointment.cancelReason}</span>
          </Fact>
        )}
      </AppointmentFacts>
      <AppointmentHistory changes={appointment.history} />
      {cancelled ? (
        <Button component={RouterLink} to={paths.booking} variant="contained" color="secondary">
          {_('manage.bookNew')}
        </Button>
      ) : !appointment.canCancel ? (
        <Alert severity="info">{_('manage.tooLate')}</Alert>
      ) : asking ? (
        <Stack spacing={2}>
          <Typography>{_('manage.cancelQuestion')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              color="error"
              onClick={() => void confirm()}
              loading={loading}
            >
              {loading ? _('manage.cancelling') : _('manage.cancelConfirm')}
            </Button>
            <Button variant="outlined" onClick={() => setAsking(false)} disabled={loading}>
              {_('manage.keep')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
          {_('manage.cancel')}
        </Button>
      )}
    </Paper>
  );
}

/** Each step of the booking in time order: booked, confirmed, rescheduled to..., cancelled. */
function AppointmentHistory({ changes }: { changes: PatientAppointment['history'] }) {
  const { _, locale, instantWords } = useBookingWords();
  const told = changes.filter((change) => change.note);
  if (told.length === 0) return null;
  // The server writes its notes in English; other pages tell each step by its status.
  const note = (change: (typeof told)[number]) =>
    locale === 'en' ? change.note : _(`manage.change.${change.status}`);
  return (
    <Box component="section" aria-label={_('manage.history')} sx={{ mb: 2 }}>
      <Typography component="h2" variant="h3" gutterBottom>
        {_('manage.history')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {told.map((change) => (
          <li key={`${change.at}-${change.status}`}>
            <Typography variant="body2">
              {_('manage.historyEntry', {
                when: instantWords(new Date(change.at)),
                note: note(change),
              })}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** See or cancel a booking with its reference and the phone it was made with. */
export function ManageAppointmentPage() {
  const words = useBookingWords();
  const { _, locale } = words;
  useMetaDescription(_('manage.description'));
  const [params] = useSearchParams();
  const [lookup, result] = useAppointmentLookup();
  const schema = useMemo(() => schemaFor(_), [_]);
  const [searched, setSearched] = useState<string | null>(null);

  const form = useFormik({
    initialValues: { reference: params.get('reference') ?? '', phone: '' },
    validationSchema: schema,
    onSubmit: async ({ reference, phone }) => {
      setSearched(phone);
      await lookup({
        variables: {
          reference: reference.trim().toUpperCase(),
          phone,
          language: apiLanguage(locale),
        },
      }).catch(() => undefined);
    },
  });

  const error = (name: 'reference' | 'phone') =>
    form.touched[name] && form.errors[name] ? form.errors[name] : undefined;
  const appointment = result.data?.appointment;

  return (
    <PageContainer>
      <PageHeader title={_('manage.title')} intro={_('manage.intro')} />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        sx={{ display: 'grid', gap: 2, maxWidth: 480, mb: 3 }}
      >
        <TextField
          id="manage-reference"
          name="reference"
          label={_('manage.reference')}
          required
          value={form.values.reference}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={Boolean(error('reference'))}
          helperText={error('reference') ?? _('manage.referenceHelp')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <PhoneField
          id="manage-phone"
          name="phone"
          label={_('manage.phone')}
          required
          value={form.values.phone}
          onChange={(digits) => void form.setFieldValue('phone', digits)}
          onBlur={form.handleBlur}
          error={Boolean(error('phone'))}
          helperText={error('phone')}
        />
        <Button type="submit" variant="contained" loading={form.isSubmitting}>
          {form.isSubmitting ? _('manage.finding') : _('manage.find')}
        </Button>
      </Box>
      {result.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {apiErrorWords(words, result.error, _('manage.failed'), {
            NOT_FOUND: _('manage.notFound'),
            RATE_LIMITED: _('manage.tooManyTries'),
          })}
        </Alert>
      )}
      {appointment && searched && <AppointmentCard appointment={appointment} phone={searched} />}
    </PageContainer>
  );
}
