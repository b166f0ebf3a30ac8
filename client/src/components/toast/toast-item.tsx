import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Toast } from './toast-context';
import { useLingui } from '@lingui/react';
import { useToastTies, type ToastTies } from './use-toast-ties';

// A notice about what the page shows (a booking, an order) says it again in its description: on a
// phone only its title shows, so it covers little; screen readers still hear it all.
const phoneHidden = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: 1, sm: 'auto' },
  height: { xs: 1, sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
  whiteSpace: { xs: 'nowrap', sm: 'normal' },
} as const;

/** One toast in the Notifications list: errors interrupt (alert), the rest wait (status). */
export function ToastItem({ toast, ...ties }: { toast: Toast } & ToastTies) {
  useToastTies(toast, ties);
  const { _ } = useLingui();
  return (
    // A phone shows the newest two: more would cover most of its screen.
    <Box
      component="li"
      sx={{ '&:nth-last-of-type(n+3)': { display: { xs: 'none', sm: 'block' } } }}
    >
      <Alert
        severity={toast.variant}
        variant="filled"
        role={toast.variant === 'error' ? 'alert' : 'status'}
        onClose={ties.onClose}
        slotProps={{ closeButton: { 'aria-label': _('toast.close') } }}
        // Compact on a phone: a notice should take a strip of the screen, not a third of it.
        sx={{
          boxShadow: 3,
          py: { xs: 0, sm: 0.75 },
          fontSize: { xs: '0.875rem', sm: '1rem' },
          '& .MuiAlertTitle-root': { mb: { xs: 0, sm: 0.5 }, fontSize: 'inherit' },
        }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.about ? (
          <Box component="span" sx={phoneHidden}>
            {toast.description}
          </Box>
        ) : (
          toast.description
        )}
      </Alert>
    </Box>
  );
}
