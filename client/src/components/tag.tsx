import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { mergeSx } from '../lib/merge-sx';

type TagLook = 'outlined' | 'neutral' | 'success';

const looks: Record<TagLook, SystemStyleObject<Theme>> = {
  outlined: { border: 1, borderColor: 'divider', color: 'text.primary' },
  neutral: { bgcolor: 'action.selected', color: 'text.primary' },
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
};

/**
 * A short label in a pill, like a small MUI Chip that does nothing when tapped. Chip's code
 * (~2.4 kB gzip: ripple, delete icon, click handling) would load on the home page for labels.
 */
export function Tag({
  label,
  look = 'neutral',
  sx,
}: {
  label: string;
  look?: TagLook;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      sx={mergeSx(
        [
          {
            display: 'inline-flex',
            alignItems: 'center',
            height: 24,
            px: 1,
            borderRadius: 3,
            fontSize: '0.8125rem',
            lineHeight: 1,
            whiteSpace: 'nowrap',
          },
          looks[look],
        ],
        sx,
      )}
    >
      {label}
    </Box>
  );
}
