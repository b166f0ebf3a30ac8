// What a patient reads about a phone number they typed, in every form that asks for one. Apart
// from phone.ts, which every page's start-up code holds, since only forms need these words.

export const phoneTexts = {
  invalid: 'Please enter a valid 10-digit phone number',
} as const;
