import { maskUrl, maskValue } from './log-masking';

describe('log masking', () => {
  it('keeps only the last four characters of a value', () => {
    expect(maskValue('9876543210')).toBe('******3210');
    expect(maskValue('abc')).toBe('***');
  });

  it('masks phone numbers, e-mails and order numbers in a request URL', () => {
    expect(maskUrl('/api/orders/lookup?phone=9876543210&orderNumber=ORD-20261122-4821')).toBe(
      '/api/orders/lookup?phone=******3210&orderNumber=*************4821',
    );
    expect(maskUrl('/api/orders/by-phone?PHONE=9876543210')).toBe(
      '/api/orders/by-phone?PHONE=******3210',
    );
  });

  it('leaves URLs without personal data alone', () => {
    expect(maskUrl('/api/products?search=fibre&sortBy=price')).toBe(
      '/api/products?search=fibre&sortBy=price',
    );
    expect(maskUrl('/api/doctors')).toBe('/api/doctors');
  });
});
