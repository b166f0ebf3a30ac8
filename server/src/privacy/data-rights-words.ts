/** What patients and the desk read about data requests (English; the privacy page words its own). */
export const DATA_RIGHTS_WORDS = {
  received:
    'Your request is received. The clinic will answer it by the date shown, and you will hear from us on this phone.',
  unlockOver:
    'Please prove the phone again with a new code: the 15 minutes of the last one are over.',
  kind: 'Choose what you ask for: SEE, CORRECT or ERASE',
  details: 'Please keep the details under 1000 characters',
  reason: 'Please give a reason (at most 300 characters)',
  notFound: 'No such data request',
  closed: 'This request is already closed',
  notErase: 'Only a request to erase can erase data',
  notCorrect: 'Only a request to correct can change data',
  nothingToCorrect: 'Give at least one field to correct',
  firstName: 'A first name of at most 80 characters, given with a last name',
  lastName: 'A last name of at most 80 characters',
  email: 'Please enter a valid e-mail address',
  address: 'An address of at most 300 characters',
  phone: 'Please enter a valid 10-digit phone number',
  identity: 'Say how the identity was checked (at most 200 characters)',
  id: 'A data request id is a whole number',
} as const;
