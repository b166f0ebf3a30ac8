/** What the patient reads about codes: one place, so Hindi can follow. */
export const LOOKUP_CODE_WORDS = {
  sent: 'If this number can receive messages, a 6-digit code is on its way by WhatsApp or SMS. It works for 15 minutes.',
  phone: 'Please enter a valid 10-digit phone number',
  codeFormat: 'The code is the 6 digits in the message we sent',
  wrong: (left: number) =>
    `That code is not right. ${left === 1 ? '1 try' : `${left} tries`} left.`,
  used: 'That code can no longer be used. Please ask for a new one.',
  expired: 'That code has expired. Please ask for a new one.',
  unlockOver:
    'Your 15 minutes to see orders in full are over. Ask for a new code, or enter an order number.',
  tooManyForPhone:
    'Several codes were sent to this number a short while ago. Please use the latest one, or try again later.',
  tooManyForClient: 'Too many codes were asked for from your connection. Please try again later.',
  tooManyTries: 'Too many codes were tried from your connection. Please try again later.',
} as const;
