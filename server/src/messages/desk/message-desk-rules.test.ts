import { deskOf, mayRetry } from './message-desk-rules';

const of = (template: Parameters<typeof deskOf>[0]['template'], link: 'a' | 'o' | null = null) =>
  deskOf({
    template,
    appointmentId: link === 'a' ? 1 : null,
    orderId: link === 'o' ? 1 : null,
  });

describe('whose messages are whose', () => {
  it('puts each message on the desk that answers for what it tells of', () => {
    expect(of('reminder_day_before', 'a')).toBe('booking');
    expect(of('clinic_new_booking', 'a')).toBe('booking');
    expect(of('order_shipped', 'o')).toBe('order');
    expect(of('clinic_new_order', 'o')).toBe('order');
    expect(of('clinic_new_contact')).toBe('contact');
    expect(of('lookup_code')).toBe('lookup');
  });

  it('lets reception retry bookings and contact alerts, pharmacy orders, an admin all but codes', () => {
    expect(mayRetry('reception', 'booking')).toBe(true);
    expect(mayRetry('reception', 'contact')).toBe(true);
    expect(mayRetry('reception', 'order')).toBe(false);
    expect(mayRetry('pharmacy', 'order')).toBe(true);
    expect(mayRetry('pharmacy', 'booking')).toBe(false);
    expect(mayRetry('doctor', 'booking')).toBe(false);
    for (const desk of ['booking', 'order', 'contact'] as const) {
      expect(mayRetry('admin', desk)).toBe(true);
    }
    expect(mayRetry('admin', 'lookup')).toBe(false);
  });
});
