/** Every word of the prescription step at checkout and the marks on products and orders. */
export const prescriptionTexts = {
  needed: 'Prescription needed',
  neededHint: 'Attach a photo or PDF of your prescription at checkout.',
  title: 'Prescription',
  intro:
    'Your cart has a medicine that needs a prescription. Attach a clear photo or a PDF of it; our pharmacist checks it before your order is packed.',
  choose: 'Attach prescription',
  replace: 'Choose another file',
  accepted: 'Photo (JPEG, PNG or WebP) or PDF, at most 5 MB',
  uploading: 'Uploading your prescription…',
  attached: (name: string) => `Attached: ${name}`,
  private: 'Only our pharmacist sees it.',
  tooLarge: 'The file is larger than 5 MB. Please choose a smaller photo or file.',
  wrongType: 'Please choose a photo (JPEG, PNG or WebP) or a PDF of your prescription.',
  failed: 'The prescription could not be uploaded. Please try again.',
  network: 'Network Error. Please check your internet connection and try again.',
  required: 'Please attach a photo or PDF of your prescription',
  errorTitle: 'Prescription needed',
  loading: 'Loading…',
  /** On the order card. */
  status: {
    TO_CHECK: 'Prescription: our pharmacist is checking it',
    APPROVED: 'Prescription: approved',
    REJECTED: 'Prescription: not accepted',
  },
  rejectedReason: (reason: string) => `Reason: ${reason}`,
} as const;
