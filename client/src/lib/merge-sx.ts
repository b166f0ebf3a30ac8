import type { SxProps, Theme } from '@mui/material/styles';

/** A component's own styles followed by a caller's `sx` (an object, a function or an array). */
export function mergeSx(own: SxProps<Theme>, sx?: SxProps<Theme>): SxProps<Theme> {
  return [...(Array.isArray(own) ? own : [own]), ...(Array.isArray(sx) ? sx : [sx])];
}
