import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from '../lib/merge-sx';

// Progress drawn with CSS alone: MUI's LinearProgress would add ~1.7 kB gzip to every page's
// start-up code for a bar that shows only while a screen's code is on its way.

/** A thin bar that sweeps from left to right while something loads. */
export function ProgressBar({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={mergeSx(
        {
          height: 4,
          overflow: 'hidden',
          bgcolor: 'primary.light',
          '@keyframes progress-sweep': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
        },
        sx,
      )}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: 'progress-sweep 1.2s ease-in-out infinite',
        }}
      />
    </Box>
  );
}
