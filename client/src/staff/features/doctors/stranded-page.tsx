import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StrandedList } from './stranded-list';
import { doctorTexts as texts } from './strings';

/** Every booking a plan change, day off or leave stranded, for reception to move. */
export default function StrandedPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.strandedTitle}
      </Typography>
      <Typography>{texts.strandedIntro}</Typography>
      <StrandedList />
    </Stack>
  );
}
