import { smsInbound, smsMobile } from './sms-inbound';

describe('smsInbound', () => {
  it('reads STOP and START from the fields Indian providers forward, in any case', () => {
    expect(smsInbound({ mobile: '919876543210', message: 'stop' })).toEqual({
      kind: 'reply',
      reply: { kind: 'stop', phone: '9876543210' },
    });
    expect(smsInbound({ sender: '+91 98765 43211', text: ' Start ' })).toEqual({
      kind: 'reply',
      reply: { kind: 'start', phone: '9876543211' },
    });
    expect(smsInbound({ msisdn: '9876543212', keyword: 'UNSUBSCRIBE' })).toEqual({
      kind: 'reply',
      reply: { kind: 'stop', phone: '9876543212' },
    });
  });

  it('acknowledges other words and numbers outside India without a reply', () => {
    expect(smsInbound({ from: '919876543210', content: 'stop the parcel at the gate' })).toEqual({
      kind: 'reply',
      reply: null,
    });
    expect(smsInbound({ from: '447700900123', message: 'STOP' })).toEqual({
      kind: 'reply',
      reply: null,
    });
  });

  it('calls a body without a sender or words unreadable, naming the fields it looks for', () => {
    for (const body of [undefined, 'STOP', {}, { mobile: '9876543210' }, { message: 'STOP' }]) {
      const read = smsInbound(body);
      expect(read.kind).toBe('unreadable');
      expect(read.kind === 'unreadable' && read.problem).toContain('mobile, sender, msisdn, from');
    }
  });
});

describe('smsMobile', () => {
  it('takes an Indian mobile number however it is written, and nothing else', () => {
    expect(smsMobile('9876543210')).toBe('9876543210');
    expect(smsMobile('+919876543210')).toBe('9876543210');
    expect(smsMobile('0091 98765 43210')).toBeNull();
    expect(smsMobile('5876543210')).toBeNull();
    expect(smsMobile('98765')).toBeNull();
  });
});
