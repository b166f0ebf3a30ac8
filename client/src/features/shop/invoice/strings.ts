/** The words of a delivered order's tax invoice on the patient's order card. */
export const invoiceTexts = {
  download: 'Download tax invoice (PDF)',
  number: (serial: string) => `Tax invoice ${serial}`,
  downloading: 'Preparing your invoice…',
  failed: 'The invoice could not be downloaded. Please try again, or call the clinic.',
  network: 'Network Error. Please check your internet connection and try again.',
} as const;
