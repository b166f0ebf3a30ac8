import { randomUUID } from 'node:crypto';
import {
  at,
  clinicDate,
  createDoctor,
  patient,
  removeTestDoctors,
} from '../booking/booking-test-helpers';
import { deskContext, instant } from '../booking/desk-test-helpers';
import type { Actor } from '../common/request-context';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { OrderStatus } from '../shop/order-status';
import { setAsideWaitingMessages, whenMessage } from '../test/outbox-fixtures';
import { freshPhone } from '../test/phones';
import { startSmsStandIn, type SmsStandIn } from '../test/providers/sms-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../test/providers/smtp-stand-in';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../test/providers/whatsapp-stand-in';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { loadMessagesConfig, type MessagesConfig } from './messages-config';
import type { OutboxMessage } from './outbox/outbox-message.entity';
import { clinicPhoneWords } from './templates/clinic-phone';
import { hindiWhen } from './templates/param-words';
import type { MessageWorker } from './worker/message-worker';
import { startTestWorker } from '../test/test-worker';

// Issue 21: a patient who books or orders in Hindi gets Hindi messages, delivered by the worker
// to stand-ins that check each request as WhatsApp, MSG91 and an SMTP server take them. The
// quiet hours are set away from the time of the run, so every message may go at once.

// The DLT template registered for order_placed in Hindi (no English one: see below).
const ORDER_PLACED_HI = '1107161234567890201';
const SITE = 'http://localhost:4000';
const PHARMACIST: Actor = {
  kind: 'staff',
  staffId: 9002,
  name: 'Ravi Pharmacy',
  role: 'pharmacy',
  doctorId: null,
};

let whatsapp: WhatsAppStandIn;
let msg91: SmsStandIn;
let smtp: SmtpStandIn;
let messages: MessagesConfig;
let app: TestApp;
let worker: MessageWorker;
/** The clinic profile's number as messages give it. */
let clinicPhone: string;

/** Quiet hours two to three hours from now (clinic time): none falls within the test. */
function quietHoursAwayFromNow(): string {
  const minute = (new Date().getUTCHours() * 60 + new Date().getUTCMinutes() + 330) % 1440;
  const clock = (m: number) =>
    `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${clock(minute + 120)}-${clock(minute + 180)}`;
}

beforeAll(async () => {
  // The business account's approved templates: order_placed and order_shipped are not among
  // them, so those go on by SMS or e-mail as when a patient is not on WhatsApp.
  whatsapp = await startWhatsAppStandIn({
    templates: {
      booking_made: 5,
      booking_rescheduled: 5,
      clinic_new_booking: 4,
      clinic_new_order: 3,
    },
  });
  msg91 = await startSmsStandIn({ templates: { [ORDER_PLACED_HI]: 4 } });
  smtp = await startSmtpStandIn();
  messages = loadMessagesConfig({
    ...whatsapp.env,
    ...msg91.env,
    ...smtp.env,
    MAIL_FROM: 'Clinic <care@clinic.example.in>',
    NOTIFY_CHANNELS: 'whatsapp,sms,email',
    SMS_TEMPLATES: `order_placed:hi=${ORDER_PLACED_HI}`,
    QUIET_HOURS: quietHoursAwayFromNow(),
    MESSAGE_RETRY_DELAY_SECONDS: '1',
  });
  app = await startTestApp({ rateLimitScale: 1000 }, undefined, undefined, { messages });
  clinicPhone = clinicPhoneWords(
    await app.dataSource.getRepository(ClinicProfile).findOneBy({ id: 1 }),
  );
  await setAsideWaitingMessages(app.dataSource);
  worker = await startTestWorker(app.dataSource, messages);
});
afterAll(async () => {
  await worker.stop();
  await removeTestDoctors(app.dataSource);
  await app.close();
  await Promise.all([whatsapp.close(), msg91.close(), smtp.close()]);
});

/** The message of `template` about the appointment or order, once the worker is done with it. */
async function sent(
  template: string,
  where: { appointmentReference?: string; orderNumber?: string },
): Promise<OutboxMessage> {
  const [row] = await app.dataSource.query(
    `SELECT m.id FROM outbox_message m
       LEFT JOIN appointment a ON a.id = m.appointment_id
       LEFT JOIN customer_order o ON o.id = m.order_id
     WHERE m.template = $1 AND m.audience = 'PATIENT'
       AND (a.reference = $2 OR o.order_number = $3)`,
    [template, where.appointmentReference ?? null, where.orderNumber ?? null],
  );
  expect(row).toBeDefined();
  return whenMessage(app.dataSource, row.id, ['SENT', 'FAILED']);
}

describe('a booking made in Hindi', () => {
  it('is confirmed on WhatsApp as the Hindi template, and a move is told in Hindi too', async () => {
    const doctor = await createDoctor(app.dataSource, { slotMinutes: 30 });
    const phone = freshPhone();
    const day = clinicDate(3);
    const booked = await graphql(
      app.url,
      `
        mutation ($input: BookAppointmentInput!) {
          bookAppointment(input: $input) {
            appointment {
              reference
            }
          }
        }
      `,
      {
        input: {
          doctorId: doctor.id,
          scheduledAt: at(day, '10:30'),
          language: 'HI',
          patientInfo: patient({ phone }),
        },
      },
    );
    expect(booked.errors).toBeUndefined();
    const reference = booked.data!.bookAppointment.appointment.reference as string;

    const made = await sent('booking_made', { appointmentReference: reference });
    expect(made).toMatchObject({ status: 'SENT', channel: 'whatsapp', locale: 'hi' });
    const confirmation = whatsapp.control.deliveryFor(made.id)!;
    expect(confirmation).toMatchObject({
      to: `91${phone}`,
      template: 'booking_made',
      language: 'hi',
    });
    expect(confirmation.parameters).toEqual([
      reference,
      doctor.name,
      hindiWhen(instant(day, '10:30')),
      clinicPhone,
      `${SITE}/appointments/manage`,
    ]);
    expect(confirmation.parameters[2]).toMatch(/, सुबह 10:30$/);

    // The clinic's WhatsApp alert of it stays English.
    const [alert] = await app.dataSource.query(
      `SELECT m.id FROM outbox_message m JOIN appointment a ON a.id = m.appointment_id
       WHERE a.reference = $1 AND m.template = 'clinic_new_booking' AND m.phone IS NOT NULL`,
      [reference],
    );
    await whenMessage(app.dataSource, alert.id, ['SENT', 'FAILED']);
    expect(whatsapp.control.deliveryFor(alert.id)).toMatchObject({
      template: 'clinic_new_booking',
      language: 'en',
    });
    expect(whatsapp.control.deliveryFor(alert.id)!.parameters[2]).toMatch(/ (am|pm)$/);

    await app.services.appointmentDesk.reschedule(
      deskContext(),
      reference,
      doctor.id,
      instant(clinicDate(4), '15:00'),
    );
    const moved = await sent('booking_rescheduled', { appointmentReference: reference });
    expect(moved).toMatchObject({ status: 'SENT', channel: 'whatsapp', locale: 'hi' });
    const notice = whatsapp.control.deliveryFor(moved.id)!;
    expect(notice).toMatchObject({ template: 'booking_rescheduled', language: 'hi' });
    expect(notice.parameters[2]).toBe(hindiWhen(instant(clinicDate(4), '15:00')));
    expect(notice.parameters[2]).toMatch(/, दोपहर 3:00$/);
  });
});

describe('an order placed in Hindi', () => {
  it('is confirmed by the Hindi SMS template, and its shipping told by e-mail in Hindi', async () => {
    const phone = freshPhone();
    const email = `asha-${randomUUID().slice(0, 8)}@example.in`;
    const [product] = await app.dataSource.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $1, 'For tests', 1210, '{}', (SELECT min(id) FROM category), 5) RETURNING id`,
      [`hindi-${randomUUID().slice(0, 8)}`],
    );
    const placed = await graphql(
      app.url,
      `
        mutation ($input: PlaceOrderInput!) {
          placeOrder(input: $input) {
            orderNumber
          }
        }
      `,
      {
        input: {
          items: [{ productId: String(product.id), quantity: 1 }],
          customerName: 'Asha Devi',
          customerEmail: email,
          customerPhone: phone,
          shippingAddress: '12 Station Road, Vidisha',
          deliveryMethod: 'HOME_DELIVERY',
          pinCode: '464001',
          language: 'HI',
        },
      },
    );
    expect(placed.errors).toBeUndefined();
    const orderNumber = placed.data!.placeOrder.orderNumber as string;

    // Not an approved WhatsApp template: refused there, then sent as the Hindi DLT template.
    const confirmation = await sent('order_placed', { orderNumber });
    expect(confirmation).toMatchObject({ status: 'SENT', channel: 'sms', locale: 'hi' });
    expect(msg91.control.deliveryFor(confirmation.id)).toMatchObject({
      templateId: ORDER_PLACED_HI,
      mobiles: `91${phone}`,
      // ₹1,210 and ₹40 for delivery.
      variables: [orderNumber, '₹1,250', clinicPhone, `${SITE}/orders`],
    });

    const pharmacy = deskContext(() => new Date(), PHARMACIST);
    await app.services.orderDesk.setStatus(pharmacy, orderNumber, OrderStatus.PROCESSING);
    await app.services.orderDesk.setStatus(pharmacy, orderNumber, OrderStatus.SHIPPED);
    // Neither on WhatsApp nor a DLT template in any language: the e-mail the patient gave.
    const shipped = await sent('order_shipped', { orderNumber });
    expect(shipped).toMatchObject({ status: 'SENT', channel: 'email', locale: 'hi' });
    const mail = smtp.control.deliveryFor(shipped.id)!;
    expect(mail.envelope.to).toEqual([email]);
    expect(mail.subject).toBe(`ऑर्डर ${orderNumber} रास्ते में है`);
    expect(mail.text).toBe(
      `आपका ऑर्डर ${orderNumber} डिलीवरी के लिए निकल चुका है। ऑर्डर देखें: ${SITE}/orders · ` +
        `क्लिनिक: ${clinicPhone}। रिमाइंडर और अपडेट बंद करने के लिए STOP लिखकर भेजें।`,
    );
    expect(mail.headers.get('content-type')).toMatch(/charset=utf-8/i);
  });
});
