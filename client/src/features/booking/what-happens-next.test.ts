import { clinicFixture } from '../../test/fixtures';
import { i18nFor } from '../../lib/i18n/catalogue';
import { calendarLocation, nextStep } from './what-happens-next';

const clinic = clinicFixture.clinic;
const _ = i18nFor('en')._.bind(i18nFor('en'));
const hi = i18nFor('hi')._.bind(i18nFor('hi'));

describe('what happens next', () => {
  it('gives a visit the address, and the calendar the same', () => {
    expect(nextStep(_, 'IN_CLINIC', clinic)).toContain(clinic.streetAddress);
    expect(calendarLocation(_, 'IN_CLINIC', clinic)).toContain(clinic.streetAddress);
    expect(calendarLocation(_, 'IN_CLINIC', clinic)).toContain(clinic.postalCode);
  });

  it("says a phone consultation is a call from the clinic's number", () => {
    expect(nextStep(_, 'PHONE', clinic)).toBe(
      "The doctor will call you from the clinic's number +91 98765 43210 at the time of your appointment. Please keep your phone with you.",
    );
    expect(calendarLocation(_, 'PHONE', clinic)).not.toContain(clinic.streetAddress);
  });

  it('says a video link is sent before', () => {
    expect(nextStep(_, 'VIDEO', clinic)).toMatch(/^We will send a video call link to your phone/);
    expect(nextStep(_, 'VIDEO', undefined)).toMatch(/^We will send a video call link/);
  });

  it('still says what to do before the clinic profile has loaded', () => {
    expect(nextStep(_, 'IN_CLINIC', undefined)).toBe(
      'Please come to the clinic 10 minutes before your time.',
    );
    expect(calendarLocation(_, 'IN_CLINIC', undefined)).toBeUndefined();
  });

  it('says it in Hindi on a Hindi page, with the number as written', () => {
    expect(nextStep(hi, 'PHONE', clinic)).toBe(
      'अपॉइंटमेंट के समय डॉक्टर क्लिनिक के नंबर +91 98765 43210 से आपको फ़ोन करेंगे। कृपया अपना फ़ोन पास रखें।',
    );
    expect(calendarLocation(hi, 'VIDEO', clinic)).toBe('वीडियो कॉल (लिंक आपके फ़ोन पर भेजा जाएगा)');
  });
});
