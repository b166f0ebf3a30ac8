import Avatar from '@mui/material/Avatar';

/** The doctor's photo in a reserved square; a neutral avatar when there is none or it fails. */
export function DoctorAvatar({
  name,
  image,
  size = 72,
}: {
  name: string;
  image: string | null | undefined;
  size?: number;
}) {
  return (
    <Avatar
      src={image ?? '/images/doctors/default.svg'}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.light', color: 'primary.dark' }}
      slotProps={{ img: { width: size, height: size, loading: 'lazy' } }}
    >
      {name.replace(/^Dr\.?\s*/, '').charAt(0)}
    </Avatar>
  );
}
