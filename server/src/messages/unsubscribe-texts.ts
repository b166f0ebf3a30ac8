// Every word of the unsubscribe page, in one place (ready for Hindi).
export const unsubscribeTexts = {
  title: 'Unsubscribe from our newsletter',
  ask: 'Press the button to stop receiving our health tips newsletter at this e-mail address.',
  confirm: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'You will not receive our newsletter any more. You can sign up again on our blog whenever you like.',
  alreadyDone: 'This address is already unsubscribed. You will not receive our newsletter.',
  invalidTitle: 'This unsubscribe link is not valid',
  invalid:
    'The link may be incomplete or changed. Please open the unsubscribe link from your newsletter e-mail again, or contact the clinic and we will remove you.',
  home: 'Back to the home page',
  contact: 'Contact the clinic',
} as const;
