export const toastTexts = {
  regionLabel: 'Notifications',
  close: 'Close notification',
} as const;
