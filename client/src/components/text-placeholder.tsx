import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { mergeSx } from '../lib/merge-sx';

/**
 * A line's place while its text loads, like MUI's text Skeleton. The frame shows these only when
 * a page was not rendered by the server; MUI's Skeleton would add ~0.8 kB gzip to every page's
 * start-up code for them.
 */
export function TextPlaceholder({ width, sx }: { width: number | string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      sx={mergeSx(
        {
          display: 'block',
          width,
          height: '1em',
          my: '0.3em',
          borderRadius: 1,
          bgcolor: 'action.hover',
          '@keyframes placeholder-pulse': { '50%': { opacity: 0.4 } },
          animation: 'placeholder-pulse 1.5s ease-in-out infinite',
        },
        sx,
      )}
    />
  );
}
