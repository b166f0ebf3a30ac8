import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { DeskClinicProfileQuery } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../lib/staff-errors';
import { useClinicSetup } from './api/clinic-setup';
import { useDeskClinicProfile } from './api/desk-clinic-profile';
import { useRemoveDemoData } from './api/remove-demo-data';
import {
  profileInput,
  useUpdateClinicProfile,
  type ClinicFormValues,
} from './api/update-clinic-profile';
import { ClinicForm } from './clinic-form';
import { clinicTexts as t, describeCounts } from './strings';

type Profile = DeskClinicProfileQuery['deskClinicProfile'];

/** The stored profile as the form's values (every weekday present, closed days ticked). */
export function formValues(profile: Profile): ClinicFormValues {
  return {
    name: profile.name,
    tagline: profile.tagline,
    streetAddress: profile.streetAddress,
    locality: profile.locality,
    region: profile.region,
    postalCode: profile.postalCode,
    phones: profile.phones.map(({ label, number }) => ({ label, number })),
    emails: profile.emails.map(({ label, address }) => ({ label, address })),
    whatsapp: profile.whatsapp,
    emergencyPhone: profile.emergencyPhone,
    hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const day = profile.hours.find((h) => h.weekday === weekday);
      return {
        weekday,
        closed: !day?.opens,
        opens: day?.opens ?? '',
        closes: day?.closes ?? '',
        note: day?.note ?? '',
      };
    }),
    mapUrl: profile.mapUrl,
    gstin: profile.gstin ?? '',
    hindi: {
      name: profile.hindi.name ?? '',
      tagline: profile.hindi.tagline ?? '',
      streetAddress: profile.hindi.streetAddress ?? '',
      locality: profile.hindi.locality ?? '',
      region: profile.hindi.region ?? '',
    },
  };
}

/** Asks before the demo data goes, saying what goes and what stays. */
function RemoveDemoDialog({
  what,
  onClose,
  onConfirm,
  busy,
  error,
}: {
  what: string;
  onClose(): void;
  onConfirm(): void;
  busy: boolean;
  error?: string;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="remove-demo-title">
      <DialogTitle id="remove-demo-title">{t.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.removeWhat}</DialogContentText>
        <Typography sx={{ my: 1, fontWeight: 600 }}>{what}</Typography>
        <DialogContentText>{t.removeKeeps}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.removeCancel}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? t.removing : t.removeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /staff/clinic (admins): the clinic's profile, and the demo clinic's setup while it lasts. */
export default function ClinicPage() {
  const profile = useDeskClinicProfile();
  const setup = useClinicSetup();
  const [save] = useUpdateClinicProfile();
  const [remove, removal] = useRemoveDemoData();
  const [asking, setAsking] = useState(false);
  const [removeError, setRemoveError] = useState<string>();
  const [removed, setRemoved] = useState<string>();
  const data = profile.data?.deskClinicProfile;
  const initialValues = useMemo(() => (data ? formValues(data) : undefined), [data]);

  if (profile.error) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void profile.refetch()}>{t.retry}</Button>}
      >
        {errorMessage(profile.error, t.loadFailed)}
      </Alert>
    );
  }
  if (!initialValues) return <CircularProgress aria-label={t.title} />;

  const status = setup.data?.clinicSetup;
  const demoLeft = status ? describeCounts(status.demo) : '';
  const confirm = async () => {
    setRemoveError(undefined);
    try {
      const answer = await remove();
      setRemoved(t.removed(describeCounts(answer.data?.removeDemoData ?? {})));
      setAsking(false);
    } catch (error) {
      setRemoveError(errorMessage(error, t.removeFailed));
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
      {removed && <Alert severity="success">{removed}</Alert>}
      {status && (status.profileIsDemo || demoLeft) && (
        <Alert
          severity="info"
          role="region"
          aria-label={t.demoNotice}
          action={
            demoLeft ? (
              <Button color="inherit" onClick={() => setAsking(true)}>
                {t.removeDemo}
              </Button>
            ) : undefined
          }
        >
          <Stack spacing={0.5}>
            <span>{t.demoNotice}</span>
            {status.profileIsDemo && <span>{t.demoProfile}</span>}
            {demoLeft && <span>{t.demoLeft(demoLeft)}</span>}
          </Stack>
        </Alert>
      )}
      {asking && (
        <RemoveDemoDialog
          what={demoLeft}
          busy={removal.loading}
          error={removeError}
          onClose={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
      )}
      <ClinicForm
        initialValues={initialValues}
        onSubmit={(values) => save({ variables: { input: profileInput(values) } })}
      />
    </Stack>
  );
}
