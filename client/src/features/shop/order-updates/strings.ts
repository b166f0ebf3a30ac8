/** The words of the order updates opt-out on the patient's order card (ready for Hindi). */
export const orderUpdatesTexts = {
  heading: 'WhatsApp and SMS updates',
  sending:
    'We send updates about your orders and appointments to this phone. You can stop them here, or reply STOP to any of our messages.',
  stop: 'Stop updates to this phone',
  stopping: 'Stopping…',
  stopped:
    'Updates to this phone are stopped. We will not send reminders or order updates any more. Codes you ask for on this site still arrive.',
  start: 'Send updates again',
  starting: 'Turning updates on…',
  failed: 'That did not work. Please try again, or call the clinic.',
} as const;
