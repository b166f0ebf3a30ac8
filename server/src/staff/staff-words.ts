/** Every sentence the staff side shows or answers, in one place (ready for a translation). */
export const STAFF_WORDS = {
  badCredentials: 'That e-mail address and password do not match an account.',
  codeWrong: 'That code is not right, or it was already used. Try the next code from your app.',
  totpRequired:
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  enrolmentRequired:
    'Admins sign in with a second factor. Set up your authenticator app to continue.',
  signInThrottled:
    'Too many sign-in attempts for this account. Please wait a minute and try again.',
  unauthenticated: 'Please sign in to the staff desk.',
  forbidden: 'Your role does not allow this.',
  crossOrigin: 'Staff changes are accepted only from the staff desk on this site.',
  keysCannotEnrol: 'An integration key has no second factor to set up.',
  totpAlreadyOn: 'Your authenticator app is already set up.',
  totpNotStarted: 'Start setting up your authenticator app first.',
  passwordLength: 'The password must be 12 to 128 characters long.',
  passwordCommon: 'This password is among the most common ones. Please choose another.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailTaken: 'An account with this e-mail address already exists.',
  nameRequired: 'Please enter a name (at most 100 characters).',
  roleUnknown: 'The role must be admin, reception, pharmacy or doctor.',
  doctorRequired: 'A doctor account names its doctor: --doctor <slug>.',
  doctorOnlyForDoctors: 'Only a doctor account names a doctor.',
  registrationFormat:
    'A registration number is 2 to 40 letters, digits, spaces or the characters / . -',
  registrationOnlyForPharmacy: 'Only pharmacy and admin accounts carry a registration number.',
  doctorUnknown: 'There is no doctor with that slug.',
  accountUnknown: 'There is no staff account with that e-mail address.',
  keyName: 'Please name the key (at most 100 characters), e.g. "Accounts".',
  keysMakeNoKeys: 'Only a signed-in admin makes integration keys.',
  keyRoleDoctor: 'A key cannot act as a doctor: only a doctor reads their own day.',
  keyUnknown: 'There is no integration key with that id.',
  auditDay: 'The day must be a date like 2026-11-24.',
  auditPage: 'The page must be 1 or more.',
} as const;
