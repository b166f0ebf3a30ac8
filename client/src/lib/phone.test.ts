import { formatPhone, telHref, whatsappHref, phoneDigits } from './phone';

describe('phone helpers', () => {
  it('shows 10-digit numbers as +91 98765 43210', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('builds tel: and WhatsApp links', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(whatsappHref('9876543210', 'Hello doctor')).toBe(
      'https://wa.me/919876543210?text=Hello%20doctor',
    );
  });
});

describe('phoneDigits', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['98a7', '987'],
    ['987654321012345', '9876543210'],
  ])('keeps %s as %s', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
  });
});
