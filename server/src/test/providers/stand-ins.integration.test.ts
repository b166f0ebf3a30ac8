import { createTransport } from 'nodemailer';
import { startSmsStandIn, type SmsStandIn } from './sms-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in';
import { startWhatsAppStandIn, type WhatsAppStandIn } from './whatsapp-stand-in';

/** The stand-ins' own promises to the tests that lean on them: dedupe, failures, holds. */

let whatsapp: WhatsAppStandIn;
let sms: SmsStandIn;
let smtp: SmtpStandIn;

beforeAll(async () => {
  [whatsapp, sms, smtp] = await Promise.all([
    startWhatsAppStandIn({ templates: { booking_made: 2 } }),
    startSmsStandIn({ templates: { '1107000000000000001': 1 } }),
    startSmtpStandIn(),
  ]);
});
afterAll(() => Promise.all([whatsapp.close(), sms.close(), smtp.close()]));
beforeEach(() => {
  whatsapp.control.reset();
  sms.control.reset();
  smtp.control.reset();
});

function postWhatsApp(key: string | undefined, token = whatsapp.token, to = '919876543210') {
  return fetch(`${whatsapp.apiUrl}/${whatsapp.phoneNumberId}/messages`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: 'booking_made',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'APT-1' },
              { type: 'text', text: 'Dr Rao' },
            ],
          },
        ],
      },
    }),
  });
}

function postSms(key: string) {
  return fetch(sms.apiUrl, {
    method: 'POST',
    headers: { authkey: sms.authKey, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      template_id: '1107000000000000001',
      sender: sms.sender,
      recipients: [{ mobiles: '919876543210', var1: 'APT-1' }],
    }),
  });
}

describe('WhatsApp stand-in', () => {
  it('delivers a documented template message once per key and answers repeats alike', async () => {
    const first = await postWhatsApp('key-1');
    const again = await postWhatsApp('key-1');
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { messages: { id: string }[] };
    expect(answer.messages[0].id).toMatch(/^wamid\./);
    expect(await again.json()).toEqual(answer);
    expect(whatsapp.control.deliveries).toEqual([
      expect.objectContaining({ key: 'key-1', to: '919876543210', template: 'booking_made' }),
    ]);
    expect(whatsapp.control.deliveries[0].parameters).toEqual(['APT-1', 'Dr Rao']);
    expect(whatsapp.control.attempts.map((a) => a.outcome)).toEqual(['delivered', 'repeat']);
  });

  it('refuses a wrong token and a bad number with the Cloud API error shape', async () => {
    const unauthorised = await postWhatsApp('key-2', 'wrong');
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toMatchObject({ error: { code: 190 } });
    const badNumber = await postWhatsApp('key-2', whatsapp.token, '9876543210');
    expect(badNumber.status).toBe(400);
    expect(await badNumber.json()).toMatchObject({ error: { code: 131009 } });
    expect(whatsapp.control.deliveries).toHaveLength(0);
  });

  it('fails the next N requests, then delivers', async () => {
    whatsapp.control.failNext(2, 503);
    expect((await postWhatsApp('key-3')).status).toBe(503);
    expect((await postWhatsApp('key-3')).status).toBe(503);
    expect((await postWhatsApp('key-3')).status).toBe(200);
    expect(whatsapp.control.deliveries).toHaveLength(1);
  });

  it('holds requests until released, then delivers each key once', async () => {
    whatsapp.control.hold();
    const waiting = [postWhatsApp('key-4'), postWhatsApp('key-4')];
    await whatsapp.control.whenHeld(2);
    expect(whatsapp.control.deliveries).toHaveLength(0);
    whatsapp.control.release();
    const answers = await Promise.all(waiting);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await whatsapp.control.whenDelivered(1)).toHaveLength(1);
  });
});

describe('SMS stand-in', () => {
  it('answers MSG91 success once per key', async () => {
    const first = await postSms('key-5');
    const again = await postSms('key-5');
    const answer = (await first.json()) as { type: string; message: string };
    expect(answer.type).toBe('success');
    expect(await again.json()).toEqual(answer);
    expect(sms.control.deliveries).toEqual([
      expect.objectContaining({ mobiles: '919876543210', variables: ['APT-1'], sender: 'SCLINC' }),
    ]);
  });
});

describe('SMTP stand-in', () => {
  it('requires auth and collects a message once per Message-ID', async () => {
    const mailer = createTransport(smtp.url);
    const mail = {
      from: 'Clinic <care@clinic.example.in>',
      to: 'patient@example.in',
      subject: 'Booking APT-1 received — ₹1,250',
      text: 'We have your booking · Clinic: 98765 43210',
      messageId: '<key-6@clinic.example.in>',
    };
    await mailer.sendMail(mail);
    await mailer.sendMail(mail);
    mailer.close();
    expect(smtp.control.deliveries).toHaveLength(1);
    const [delivery] = smtp.control.deliveries;
    expect(delivery).toMatchObject({
      key: 'key-6',
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      envelope: { from: 'care@clinic.example.in', to: ['patient@example.in'] },
      user: smtp.user,
    });

    const wrong = createTransport(smtp.url.replace(smtp.pass, 'wrong'));
    await expect(wrong.sendMail({ ...mail, messageId: '<key-7@x.in>' })).rejects.toMatchObject({
      responseCode: 535,
    });
    wrong.close();
  });
});
