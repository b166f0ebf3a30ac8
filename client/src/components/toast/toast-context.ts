import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

/** A notice; one of each variant shows at a time, the newest taking the last one's place. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; errors stay longer by default. */
  duration?: number;
  /** Id of the field an error is about: typing there dismisses it (the patient is fixing it). */
  field?: string;
  /** Text the page shows that the notice talks about (an order number): never covered by it. */
  about?: string;
}

/** A toast on screen. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  field?: string;
  about?: string;
}

export interface ToastApi {
  /** Shows a notice; a success also dismisses every error (what failed has now worked). */
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Show a toast: `const toast = useToast(); toast.show({ title, description, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
