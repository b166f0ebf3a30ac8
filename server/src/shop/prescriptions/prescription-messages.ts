/** Every word the prescription rules say to patients and pharmacists. */
export const PRESCRIPTION_MESSAGES = {
  notAccepted:
    'Please upload a photo of your prescription (JPEG, PNG or WebP) or a PDF of it. Other files cannot be accepted.',
  activePdf:
    'This PDF contains scripts or attachments and cannot be accepted. Please upload a photo of your prescription, or a plain scan saved as PDF.',
  needed:
    'Your cart has a medicine that needs a prescription. Please attach a photo or PDF of your prescription.',
  expired:
    'Your prescription upload has expired or was already used. Please attach your prescription again.',
  tokenFormat: 'The prescription upload is not valid. Please attach your prescription again.',
  uploadLimited:
    'Many files have been uploaded from your connection in the last hour. Please try again later, or call the clinic.',
  orderNotFound: 'No order with that number has a prescription.',
  notToCheck: (status: string) =>
    `This prescription was already checked (${status.toLowerCase()}).`,
  orderClosed: 'This order is no longer waiting: it was cancelled or has moved on.',
  reasonRequired: 'Please say why the prescription cannot be accepted (the patient reads this).',
  reasonLength: 'Please keep the reason to 300 characters or fewer.',
  registrationRequired: 'Please enter your pharmacist registration number.',
  registrationFormat:
    'A registration number is 2 to 40 letters, digits, spaces or the characters / . -',
  keysCannotReview: 'A pharmacist checks prescriptions in person: sign in to the console.',
  rejectedHistory: (reason: string) => `Prescription not accepted: ${reason}`,
} as const;
