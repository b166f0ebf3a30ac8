import { inboundEvents, indianMobile, replyWord } from './whatsapp-inbound';
import { signatureMatches, signatureOf } from './whatsapp-signature';

const text = (from: string, body: string) => ({
  from,
  id: 'wamid.1',
  type: 'text',
  text: { body },
});
const delivery = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ changes: [{ field: 'messages', value }] }],
});

describe('inboundEvents', () => {
  it('reads STOP, UNSUBSCRIBE and START in any case, in the order sent', () => {
    const events = inboundEvents(
      delivery({
        messages: [
          text('919876543210', 'stop'),
          text('919876543211', 'Unsubscribe.'),
          text('919876543210', ' START '),
          text('919876543212', 'stop sending the parcel today'),
          { from: '919876543213', type: 'image', image: { id: '1' } },
        ],
      }),
    );
    expect(events.replies).toEqual([
      { kind: 'stop', phone: '9876543210' },
      { kind: 'stop', phone: '9876543211' },
      { kind: 'start', phone: '9876543210' },
    ]);
  });

  it('reads delivered, read and failed receipts; sent and unknown ones are left out', () => {
    const events = inboundEvents(
      delivery({
        statuses: [
          { id: 'wamid.a', status: 'sent' },
          { id: 'wamid.a', status: 'delivered' },
          { id: 'wamid.b', status: 'read' },
          {
            id: 'wamid.c',
            status: 'failed',
            errors: [{ code: 131047, title: 'Re-engagement message' }],
          },
          { id: 'wamid.d', status: 'failed' },
          { status: 'delivered' },
        ],
      }),
    );
    expect(events.receipts).toEqual([
      { providerMessageId: 'wamid.a', outcome: 'delivered' },
      { providerMessageId: 'wamid.b', outcome: 'delivered' },
      {
        providerMessageId: 'wamid.c',
        outcome: 'failed',
        reason: 'WhatsApp could not deliver it: 131047 Re-engagement message',
      },
      { providerMessageId: 'wamid.d', outcome: 'failed', reason: 'WhatsApp could not deliver it' },
    ]);
  });

  it('takes nothing from other objects or shapes', () => {
    for (const body of [
      null,
      'x',
      {},
      { object: 'page', entry: [] },
      delivery({ messages: 'no' }),
    ]) {
      expect(inboundEvents(body)).toEqual({ replies: [], receipts: [] });
    }
  });

  it('keeps Indian mobile numbers only', () => {
    expect(indianMobile('919876543210')).toBe('9876543210');
    expect(indianMobile('9876543210')).toBeNull();
    expect(indianMobile('449876543210')).toBeNull();
    expect(indianMobile('911234567890')).toBeNull();
    expect(replyWord('  Stop!! ')).toBe('STOP');
  });
});

describe('signatureMatches', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account"}');
  it('accepts the HMAC of the exact bytes under the app secret, and nothing else', () => {
    expect(signatureMatches('s3cret', body, signatureOf('s3cret', body))).toBe(true);
    expect(signatureMatches('s3cret', body, signatureOf('other', body))).toBe(false);
    expect(signatureMatches('s3cret', Buffer.from(`${body} `), signatureOf('s3cret', body))).toBe(
      false,
    );
    expect(signatureMatches('s3cret', body, undefined)).toBe(false);
    expect(signatureMatches('s3cret', body, 'sha256=')).toBe(false);
    expect(signatureMatches('s3cret', body, signatureOf('s3cret', body).slice(7))).toBe(false);
  });
});
