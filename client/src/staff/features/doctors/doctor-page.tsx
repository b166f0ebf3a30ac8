import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStaffSession } from '../../auth/session';
import { errorMessage } from '../../lib/staff-errors';
import { staffDoctorPath, staffPaths } from '../../staff-paths';
import { useDoctorProfile } from './api/doctor-profile';
import {
  doctorInputOf,
  doctorValuesOf,
  EMPTY_DOCTOR,
  useCreateDoctor,
  useUpdateDoctor,
} from './api/save-doctor';
import { useSetDoctorAvailable } from './api/set-doctor-available';
import {
  scheduleInputOf,
  scheduleValuesOf,
  useUpdateDoctorSchedule,
} from './api/update-doctor-schedule';
import { DoctorForm } from './doctor-form';
import { DoctorPhoto } from './doctor-photo';
import { ScheduleForm } from './schedule-form';
import { StrandedList } from './stranded-list';
import { doctorTexts as texts } from './strings';

const heading = { fontSize: { xs: '1.4rem', sm: '1.75rem' } } as const;

function NewDoctor() {
  const navigate = useNavigate();
  const [create] = useCreateDoctor();
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Link component={RouterLink} to={staffPaths.doctors}>
        {texts.back}
      </Link>
      <Typography variant="h1" sx={heading}>
        {texts.newTitle}
      </Typography>
      <DoctorForm
        initialValues={EMPTY_DOCTOR}
        submitLabel={texts.create}
        onSubmit={async (values) => {
          const result = await create({
            variables: { input: doctorInputOf(values) },
            refetchQueries: ['DoctorProfiles', 'DeskDoctors'],
          });
          const id = result.data?.createDoctor.id;
          if (id) navigate(staffDoctorPath(id), { replace: true });
        }}
      />
    </Stack>
  );
}

/**
 * One doctor: the profile and photo, availability, the weekly plan and days off (the admin's to
 * edit), and the bookings the doctor's time no longer holds (reception moves them).
 */
export default function DoctorPage() {
  const { doctorId } = useParams();
  const { me } = useStaffSession();
  const isNew = doctorId === 'new';
  const { data, loading, error, refetch } = useDoctorProfile(isNew ? undefined : doctorId);
  const [update] = useUpdateDoctor();
  const [updateSchedule] = useUpdateDoctorSchedule();
  const [setAvailable, { loading: switching }] = useSetDoctorAvailable();
  const [availabilityError, setAvailabilityError] = useState<string>();
  const [strandedKey, setStrandedKey] = useState(0);
  if (isNew) return me.role === 'ADMIN' ? <NewDoctor /> : null;
  const doctor = data?.doctorProfile;
  if (error && !data) return <Alert severity="error">{errorMessage(error, texts.notFound)}</Alert>;
  if (loading || !doctor) return <Skeleton variant="rounded" height={240} />;
  const admin = me.role === 'ADMIN';

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Link component={RouterLink} to={staffPaths.doctors}>
        {texts.back}
      </Link>
      <Stack spacing={1}>
        <Typography variant="h1" sx={heading}>
          {doctor.name}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Chip
            size="small"
            color={doctor.isAvailable ? 'success' : 'default'}
            label={doctor.isAvailable ? texts.available : texts.unavailable}
          />
          {admin && (
            <Button
              size="small"
              variant="outlined"
              disabled={switching}
              onClick={async () => {
                setAvailabilityError(undefined);
                try {
                  await setAvailable({
                    variables: { id: doctor.id, available: !doctor.isAvailable },
                  });
                } catch (e) {
                  setAvailabilityError(errorMessage(e, texts.availabilityFailed));
                }
              }}
            >
              {doctor.isAvailable ? texts.markUnavailable : texts.markAvailable}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {texts.webAddress(doctor.slug)}
        </Typography>
        {availabilityError && <Alert severity="error">{availabilityError}</Alert>}
      </Stack>

      <Paper
        variant="outlined"
        component="section"
        sx={{ p: 2 }}
        aria-labelledby="stranded-heading"
      >
        <Typography id="stranded-heading" component="h2" variant="h6" gutterBottom>
          {texts.strandedTitle}
        </Typography>
        <StrandedList key={strandedKey} doctorId={doctor.id} />
      </Paper>

      {admin && (
        <>
          <Paper variant="outlined" component="section" sx={{ p: 2 }}>
            <DoctorPhoto
              doctorId={doctor.id}
              name={doctor.name}
              image={doctor.image}
              onChanged={() => refetch()}
            />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            sx={{ p: 2 }}
            aria-labelledby="schedule-heading"
          >
            <Typography id="schedule-heading" component="h2" variant="h6" gutterBottom>
              {texts.schedule}
            </Typography>
            <ScheduleForm
              key={`${doctor.id}-schedule`}
              initialValues={scheduleValuesOf(doctor)}
              onSubmit={async (values) => {
                const result = await updateSchedule({
                  variables: { id: doctor.id, input: scheduleInputOf(values) },
                });
                setStrandedKey((key) => key + 1);
                return result.data?.updateDoctorSchedule.stranded.length ?? 0;
              }}
            />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            sx={{ p: 2 }}
            aria-labelledby="profile-heading"
          >
            <Typography id="profile-heading" component="h2" variant="h6" gutterBottom>
              {texts.profile}
            </Typography>
            <DoctorForm
              key={`${doctor.id}-profile`}
              initialValues={doctorValuesOf(doctor)}
              submitLabel={texts.save}
              onSubmit={(values) =>
                update({ variables: { id: doctor.id, input: doctorInputOf(values) } })
              }
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
