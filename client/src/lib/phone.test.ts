import { formatPhone, telHref, whatsappHref } from './phone';

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
