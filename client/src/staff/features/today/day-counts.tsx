import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { DeskDoctorDay } from './api/desk-day';
import { todayTexts as texts } from './strings';

/** Booked, arrived, completed, no-show and free slots of one doctor's day. */
export function DayCounts({ counts }: { counts: DeskDoctorDay['counts'] }) {
  const items: [string, number][] = [
    [texts.booked, counts.booked],
    [texts.arrived, counts.arrived],
    [texts.completed, counts.completed],
    [texts.noShow, counts.noShow],
    [texts.free, counts.freeSlots],
  ];
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={texts.counts}
      sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
    >
      {items.map(([label, value]) => (
        <li key={label}>
          <Chip size="small" variant="outlined" label={`${label}: ${value}`} />
        </li>
      ))}
    </Stack>
  );
}
