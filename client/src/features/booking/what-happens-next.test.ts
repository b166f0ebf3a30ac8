import { clinicFixture } from '../../test/fixtures';
import { calendarLocation, nextStep } from './what-happens-next';

const clinic = clinicFixture.clinic;

describe('what happens next', () => {
  it('gives a visit the address, and the calendar the same', () => {
    expect(nextStep('IN_CLINIC', clinic)).toContain(clinic.streetAddress);
    expect(calendarLocation('IN_CLINIC', clinic)).toContain(clinic.streetAddress);
    expect(calendarLocation('IN_CLINIC', clinic)).toContain(clinic.postalCode);
  });

  it("says a phone consultation is a call from the clinic's number", () => {
    expect(nextStep('PHONE', clinic)).toBe(
      "The doctor will call you from the clinic's number +91 98765 43210 at the time of your appointment. Please keep your phone with you.",
    );
    expect(calendarLocation('PHONE', clinic)).not.toContain(clinic.streetAddress);
  });

  it('says a video link is sent before', () => {
    expect(nextStep('VIDEO', clinic)).toMatch(/^We will send a video call link to your phone/);
    expect(nextStep('VIDEO', undefined)).toMatch(/^We will send a video call link/);
  });

  it('still says what to do before the clinic profile has loaded', () => {
    expect(nextStep('IN_CLINIC', undefined)).toBe(
      'Please come to the clinic 10 minutes before your time.',
    );
    expect(calendarLocation('IN_CLINIC', undefined)).toBeUndefined();
  });
});
