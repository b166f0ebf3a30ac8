import { QueryFailedError } from 'typeorm';
import { maskedError } from './logger';
import { maskUrl, scrubText } from './log-masking';

const PHONE = '9876543210';

describe('log masking', () => {
  it('masks phone numbers, e-mails, order numbers and references in a query, whole', () => {
    expect(maskUrl(`/api/orders/lookup?phone=${PHONE}&orderNumber=ORD-20261122-4821`)).toBe(
      '/api/orders/lookup?phone=***&orderNumber=***',
    );
    expect(maskUrl(`/api/orders/by-phone?PHONE=${PHONE}`)).toBe('/api/orders/by-phone?PHONE=***');
    expect(maskUrl('/appointments/manage?reference=APT-7K3Q9&phone=')).toBe(
      '/appointments/manage?reference=***&phone=',
    );
  });

  it('masks a booking reference, phone or unsubscribe token carried in the path', () => {
    expect(maskUrl('/newsletter/unsubscribe/42.Ab_-cdEFghIJklMNopQRstUVwxYZ0123456789abcde')).toBe(
      '/newsletter/unsubscribe/***',
    );
    expect(maskUrl(`/api/appointments/APT-7K3Q9?phone=${PHONE}`)).toBe(
      '/api/appointments/***?phone=***',
    );
    expect(maskUrl('/api/appointments/apt-7k3q9/cancel')).toBe('/api/appointments/***/cancel');
    expect(maskUrl(`/api/orders/by-phone/${PHONE}`)).toBe('/api/orders/by-phone/***');
    expect(maskUrl('/api/orders/asha%40example.in')).toBe('/api/orders/***');
  });

  it('masks GraphQL GET variables by name and by what they hold', () => {
    const variables = encodeURIComponent(
      JSON.stringify({ phone: PHONE, input: { customerName: 'Asha Devi', note: `call ${PHONE}` } }),
    );
    const masked = maskUrl(`/graphql?query=query%20O&variables=${variables}`);
    const logged = decodeURIComponent(masked.slice(masked.indexOf('variables=') + 10));
    expect(JSON.parse(logged)).toEqual({
      phone: '***',
      input: { customerName: '***', note: 'call ***' },
    });
    expect(maskUrl(`/graphql?variables=${encodeURIComponent(`{"phone":"${PHONE}`)}`)).toBe(
      '/graphql?variables=***',
    );
  });

  it('masks literal arguments of a GraphQL GET query, even a broken one', () => {
    const query = `{ order(orderNumber: "ORD-20261122-4821", phone: "${PHONE}") { status } }`;
    const masked = decodeURIComponent(maskUrl(`/graphql?query=${encodeURIComponent(query)}`));
    expect(masked).toBe('/graphql?query={ order(orderNumber: "***", phone: "***") { status } }');
    const broken = `{ ordersByPhone(phone: "${PHONE}`;
    expect(maskUrl(`/graphql?query=${encodeURIComponent(broken)}`)).not.toContain('3210');
    const number = `{ ordersByPhone(phone: ${PHONE}) { id } }`;
    expect(maskUrl(`/graphql?query=${encodeURIComponent(number)}`)).not.toContain('3210');
  });

  it('masks phones, e-mails and references in any other parameter', () => {
    expect(maskUrl('/api/search?q=98765%2043210')).toBe('/api/search?q=***');
    expect(maskUrl('/api/search?q=asha@example.in')).toBe('/api/search?q=***');
    expect(maskUrl('/api/search?q=APT-7K3Q9')).toBe('/api/search?q=***');
  });

  it('leaves addresses without personal data as they were sent', () => {
    for (const url of [
      '/api/products?search=fibre%20tablets&sortBy=price',
      '/api/appointments/slots/12?date=2026-11-24',
      '/api/doctors',
      '/graphql?query=%7B%20doctors%20%7B%20id%20%7D%20%7D',
      '/blog/fibre-and-piles',
    ]) {
      expect(maskUrl(url)).toBe(url);
    }
  });

  it('scrubs free text: seven digits in a row or more, e-mails, order numbers, references', () => {
    expect(
      scrubText(`phone ${PHONE}, 98765 43210, asha@example.in, ORD-20261122-4821 APT-7K3Q9`),
    ).toBe('phone ***, ***, ***, *** ***');
    expect(scrubText('page 12 of 2026-11-24')).toBe('page 12 of 2026-11-24');
  });
});

describe('logged errors', () => {
  it('leave out the row an SQL error names and scrub its message', () => {
    const driverError = Object.assign(new Error(`value ${PHONE} too long`), {
      detail: `Key (customer_phone)=(${PHONE}) already exists.`,
      code: '23505',
    });
    const error = new QueryFailedError(
      'INSERT INTO customer_order VALUES ($1, $2)',
      [PHONE, '12 Station Road'],
      driverError,
    );
    const logged = JSON.stringify(maskedError(error));
    expect(logged).not.toContain(PHONE);
    expect(logged).not.toContain('Station Road');
    expect(maskedError(error)).toMatchObject({
      type: 'QueryFailedError',
      message: 'value *** too long',
      code: '23505',
      query: 'INSERT INTO customer_order VALUES ($1, $2)',
    });
  });
});
