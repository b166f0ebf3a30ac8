import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Toast } from './toast-context';
import { toastTexts } from './toast-texts';

/** One toast in the Notifications list: errors interrupt (alert), the rest wait (status). */
export function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <li>
      <Alert
        severity={toast.variant}
        variant="filled"
        role={toast.variant === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': toastTexts.close } }}
        sx={{ boxShadow: 3 }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </li>
  );
}
