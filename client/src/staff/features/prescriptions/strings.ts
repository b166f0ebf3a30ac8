// Words of the pharmacy desk's prescription checks.

export const prescriptionsTexts = {
  title: 'Prescriptions',
  intro:
    'Orders of prescription-only medicines wait here until a pharmacist checks the prescription.',
  tabs: { TO_CHECK: 'To check', APPROVED: 'Approved', REJECTED: 'Rejected' },
  listLabel: 'Orders with a prescription',
  none: 'No prescriptions are waiting. New ones appear here as patients order.',
  noneOther: 'None yet.',
  loadFailed: 'The prescriptions could not be loaded.',
  retry: 'Try again',
  open: (orderNumber: string) => `Open ${orderNumber}`,
  placed: (when: string) => `Placed ${when}`,
  items: 'Items',
  needsPrescription: 'prescription',
  customer: 'Patient',
  total: 'Total',
  file: 'Prescription',
  imageAlt: (orderNumber: string) => `Prescription for order ${orderNumber}`,
  viewAudited: 'Every view of a prescription is recorded in the audit trail.',
  downloadPdf: 'Download the PDF',
  pdfNote: 'PDFs are never opened in the console: open the download in your PDF reader.',
  openFull: 'Open the photo full size',
  choose: 'Choose an order to check its prescription.',
  approveTitle: 'Approve',
  registration: 'Your pharmacist registration number',
  registrationHint: 'Recorded with your name on this approval.',
  registrationRequired: 'Please enter your pharmacist registration number',
  registrationFormat: 'Use 2 to 40 letters, digits, spaces or / . -',
  approve: 'Approve prescription',
  approving: 'Approving…',
  approved: (orderNumber: string) =>
    `Prescription of ${orderNumber} approved. The order can be packed.`,
  rejectTitle: 'Reject',
  reason: 'Reason (the patient reads this)',
  reasonHint: 'e.g. The prescription is older than six months. Please upload a recent one.',
  reasonRequired: 'Please say why the prescription cannot be accepted',
  reasonLength: 'Please keep the reason to 300 characters or fewer',
  reject: 'Reject and cancel the order',
  rejecting: 'Rejecting…',
  rejected: (orderNumber: string) =>
    `Prescription of ${orderNumber} rejected. The order is cancelled and its stock returned.`,
  failed: 'That did not work. Please try again.',
  checkedBy: (name: string, registration: string | null, when: string) =>
    registration
      ? `Checked by ${name} (reg. ${registration}), ${when}`
      : `Checked by ${name}, ${when}`,
  rejectReason: (reason: string) => `Reason: ${reason}`,
  status: { TO_CHECK: 'To check', APPROVED: 'Approved', REJECTED: 'Rejected' },
  backToList: 'All prescriptions',
} as const;
