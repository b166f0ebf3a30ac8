import Avatar from '@mui/material/Avatar';

/**
 * The doctor's photo in a reserved square; a neutral avatar when there is none or it fails. The
 * name is said beside it, so the photo has an empty alt text (it would only repeat the name).
 */
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
      {/* The initial of the name without its title: "Dr." or "डॉ.". */}
      {name.replace(/^(Dr|डॉ)\.?\s*/u, '').charAt(0)}
    </Avatar>
  );
}
