import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/staff-errors';
import { useRemoveDoctorPhoto } from './api/remove-doctor-photo';
import { PhotoUploadError, uploadDoctorPhoto } from './api/upload-doctor-photo';
import { doctorTexts as texts } from './strings';

/** A doctor's photo: upload (admin), remove; the public site shows an avatar without one. */
export function DoctorPhoto({
  doctorId,
  name,
  image,
  onChanged,
}: {
  doctorId: string;
  name: string;
  image: string | null | undefined;
  onChanged(): unknown;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [removePhoto] = useRemoveDoctorPhoto();

  const upload = async (file: File) => {
    setBusy(true);
    setError(undefined);
    try {
      await uploadDoctorPhoto(doctorId, file);
      await onChanged();
    } catch (e) {
      setError(e instanceof PhotoUploadError ? e.message : texts.photoFailed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        {texts.photo}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          src={image ?? '/images/doctors/default.svg'}
          alt={name}
          data-testid="doctor-photo"
          sx={{ width: 96, height: 96 }}
        />
        <Button variant="outlined" component="label" disabled={busy}>
          {busy ? texts.photoUploading : texts.choosePhoto}
          <input
            ref={input}
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp"
            aria-label={texts.choosePhoto}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </Button>
        {image && (
          <Button
            disabled={busy}
            onClick={async () => {
              setError(undefined);
              try {
                await removePhoto({ variables: { id: doctorId } });
              } catch (e) {
                setError(errorMessage(e, texts.photoFailed));
              }
            }}
          >
            {texts.removePhoto}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {texts.photoHelp}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
