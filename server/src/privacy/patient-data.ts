import type { EntityManager } from 'typeorm';

/**
 * Everything the clinic holds for one phone, read and erased in one place so the two can never
 * disagree about what "that phone's data" is. Phones are stored as 10 digits everywhere (the
 * site's inputs keep digits only), so matching is equality on those digits.
 */

type Row = Record<string, unknown>;

const rows = async (db: EntityManager, sql: string, params: unknown[]) =>
  (await db.query(sql, params)) as Row[];

/** Every record of the phone, as a patient could read it; what the "see" export holds. */
export async function collectPatientData(db: EntityManager, phone: string) {
  const appointments = await rows(
    db,
    `SELECT a.reference, a.status, a.mode, a.starts_at AS "startsAt", a.ends_at AS "endsAt",
       a.patient_first_name AS "firstName", a.patient_last_name AS "lastName",
       a.patient_phone AS phone, a.patient_email AS email, a.symptoms,
       a.cancel_reason AS "cancelReason", a.language, a.created_at AS "createdAt",
       d.name AS doctor,
       COALESCE((SELECT json_agg(json_build_object('from', c.from_status, 'to', c.to_status,
           'at', c.at, 'reason', c.reason, 'note', c.note) ORDER BY c.at, c.id)
         FROM appointment_status_change c WHERE c.appointment_id = a.id), '[]') AS history
     FROM appointment a JOIN doctor d ON d.id = a.doctor_id
     WHERE a.patient_phone = $1 ORDER BY a.starts_at, a.id`,
    [phone],
  );
  const orders = await rows(
    db,
    `SELECT o.order_number AS "orderNumber", o.status, o.customer_name AS name,
       o.customer_phone AS phone, o.customer_email AS email,
       o.shipping_address AS "shippingAddress", o.delivery_pin AS "deliveryPin", o.notes,
       o.total_amount::float AS total, o.delivery_fee::float AS "deliveryFee",
       o.payment_method AS "paymentMethod", o.delivery_method AS "deliveryMethod",
       o.prescription_status AS "prescriptionStatus", o.language, o.created_at AS "createdAt",
       COALESCE((SELECT json_agg(json_build_object('product', i.product_name,
           'variant', i.variant_label, 'unitPrice', i.unit_price::float, 'quantity', i.quantity)
           ORDER BY i.id)
         FROM order_item i WHERE i.order_id = o.id), '[]') AS items,
       (SELECT json_build_object('serial', v.serial, 'issuedAt', v.issued_at,
           'buyerName', v.buyer_name, 'buyerAddress', v.buyer_address, 'total', v.total::float)
         FROM invoice v WHERE v.order_id = o.id) AS invoice,
       (SELECT json_build_object('kind', p.kind, 'contentType', p.content_type,
           'byteSize', p.byte_size, 'uploadedAt', p.uploaded_at, 'reviewedAt', p.reviewed_at,
           'reviewer', p.reviewer_name, 'rejectReason', p.reject_reason)
         FROM prescription p WHERE p.order_id = o.id) AS prescription
     FROM customer_order o WHERE o.customer_phone = $1 ORDER BY o.created_at, o.id`,
    [phone],
  );
  const contactMessages = await rows(
    db,
    `SELECT name, email, phone, subject, message, created_at AS "createdAt"
     FROM contact_message WHERE phone = $1 ORDER BY created_at, id`,
    [phone],
  );
  const queueVisits = await rows(
    db,
    `SELECT to_char(q.day, 'YYYY-MM-DD') AS day, q.token, q.name, q.status,
       q.joined_at AS "joinedAt", d.name AS doctor
     FROM queue_entry q JOIN doctor d ON d.id = q.doctor_id
     WHERE q.phone = $1 ORDER BY q.joined_at, q.id`,
    [phone],
  );
  const emails = emailsOf(appointments, orders, contactMessages);
  const newsletter = emails.length
    ? await rows(
        db,
        `SELECT email, created_at AS "signedUpAt", unsubscribed_at AS "unsubscribedAt"
         FROM newsletter_signup WHERE email = ANY($1::text[]) ORDER BY id`,
        [emails],
      )
    : [];
  // A one-time code still in a message is taken out: the export is read at the desk.
  const messages = await rows(
    db,
    `SELECT template, locale, channel, status, params - 'code' AS params,
       created_at AS "createdAt", sent_at AS "sentAt"
     FROM outbox_message WHERE phone = $1 AND audience = 'PATIENT' ORDER BY created_at, id`,
    [phone],
  );
  const optOut = await rows(
    db,
    `SELECT source, opted_out_at AS "optedOutAt" FROM message_opt_out WHERE phone = $1`,
    [phone],
  );
  const dataRequests = await rows(
    db,
    `SELECT reference, kind, status, proof, received_at AS "receivedAt", due_at AS "dueAt",
       closed_at AS "closedAt", outcome
     FROM data_request WHERE phone = $1 ORDER BY received_at, id`,
    [phone],
  );
  return {
    phone,
    appointments,
    orders,
    contactMessages,
    queueVisits,
    newsletterSignups: newsletter,
    // Feedback is given with a name only (no phone or e-mail), so none can be tied to a phone.
    feedback: [] as Row[],
    messagesSent: messages,
    messageOptOut: optOut[0] ?? null,
    dataRequests,
  };
}

export type PatientData = Awaited<ReturnType<typeof collectPatientData>>;

/** The e-mail addresses the patient gave with this phone: their newsletter sign-up is theirs. */
function emailsOf(...lists: Row[][]): string[] {
  const found = new Set<string>();
  for (const list of lists) {
    for (const row of list) {
      const email = typeof row.email === 'string' ? row.email.trim().toLowerCase() : '';
      if (email) found.add(email);
    }
  }
  return [...found];
}

export interface ErasedCounts {
  appointments: number;
  orders: number;
  invoicesKept: number;
  prescriptions: number;
  contactMessages: number;
  queueVisits: number;
  newsletterSignups: number;
  messages: number;
}

const count = async (db: EntityManager, sql: string, params: unknown[]) =>
  ((await db.query(sql, params)) as [unknown[], number])[1];

/**
 * Removes the personal fields of everything the phone holds, in the caller's transaction, and
 * keeps what tax law needs: orders' lines and amounts, and invoices whole (GST invoices carry
 * the buyer's name and address and must be kept for 8 years). Answers what it touched.
 */
export async function erasePatientData(db: EntityManager, phone: string): Promise<ErasedCounts> {
  const held = await collectPatientData(db, phone);
  const emails = emailsOf(held.appointments, held.orders, held.contactMessages);
  const appointmentIds = (
    (await db.query(`SELECT id FROM appointment WHERE patient_phone = $1 FOR UPDATE`, [phone])) as {
      id: number;
    }[]
  ).map((row) => row.id);
  const orderIds = (
    (await db.query(`SELECT id FROM customer_order WHERE customer_phone = $1 FOR UPDATE`, [
      phone,
    ])) as { id: number }[]
  ).map((row) => row.id);
  const contactIds = (
    (await db.query(`SELECT id FROM contact_message WHERE phone = $1 FOR UPDATE`, [phone])) as {
      id: number;
    }[]
  ).map((row) => row.id);

  const messages = await count(
    db,
    `DELETE FROM outbox_message WHERE phone = $1 OR appointment_id = ANY($2::int[])
       OR order_id = ANY($3::int[]) OR contact_message_id = ANY($4::int[])`,
    [phone, appointmentIds, orderIds, contactIds],
  );
  await db.query(
    `UPDATE appointment_status_change SET reason = NULL, note = NULL
     WHERE appointment_id = ANY($1::int[])`,
    [appointmentIds],
  );
  const queueVisits = await count(
    db,
    `UPDATE queue_entry SET name = 'Erased', phone = NULL
     WHERE phone = $1 OR appointment_id = ANY($2::int[])`,
    [phone, appointmentIds],
  );
  await db.query(
    `UPDATE appointment SET patient_first_name = '', patient_last_name = '', patient_phone = '',
       patient_email = NULL, symptoms = NULL, cancel_reason = NULL
     WHERE id = ANY($1::int[])`,
    [appointmentIds],
  );
  const prescriptions = await count(
    db,
    `DELETE FROM prescription WHERE order_id = ANY($1::int[])`,
    [orderIds],
  );
  await db.query(
    `UPDATE customer_order SET customer_name = '', customer_phone = '', customer_email = '',
       shipping_address = '', delivery_pin = NULL, notes = NULL
     WHERE id = ANY($1::int[])`,
    [orderIds],
  );
  const [{ kept }] = (await db.query(
    `SELECT count(*)::int AS kept FROM invoice WHERE order_id = ANY($1::int[])`,
    [orderIds],
  )) as { kept: number }[];
  await db.query(
    `UPDATE contact_message SET name = '', email = '', phone = NULL, subject = '', message = ''
     WHERE id = ANY($1::int[])`,
    [contactIds],
  );
  const newsletterSignups = emails.length
    ? await count(db, `DELETE FROM newsletter_signup WHERE email = ANY($1::text[])`, [emails])
    : 0;
  await db.query(`DELETE FROM order_lookup_code WHERE phone = $1`, [phone]);
  return {
    appointments: appointmentIds.length,
    orders: orderIds.length,
    invoicesKept: kept,
    prescriptions,
    contactMessages: contactIds.length,
    queueVisits,
    newsletterSignups,
    messages,
  };
}

export interface Correction {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  address?: string | null;
}

/**
 * Corrects the phone's names, e-mail and delivery address on every record that holds them.
 * Issued invoices are not changed: a tax invoice is corrected by a credit note, not rewritten.
 */
export async function correctPatientData(
  db: EntityManager,
  phone: string,
  change: Correction,
): Promise<{ appointments: number; orders: number; contactMessages: number }> {
  let appointments = 0;
  let orders = 0;
  let contactMessages = 0;
  if (change.firstName) {
    const lastName = change.lastName ?? '';
    const fullName = [change.firstName, lastName].filter(Boolean).join(' ');
    appointments += await count(
      db,
      `UPDATE appointment SET patient_first_name = $2, patient_last_name = $3
       WHERE patient_phone = $1`,
      [phone, change.firstName, lastName],
    );
    orders += await count(
      db,
      `UPDATE customer_order SET customer_name = $2 WHERE customer_phone = $1`,
      [phone, fullName],
    );
    contactMessages += await count(db, `UPDATE contact_message SET name = $2 WHERE phone = $1`, [
      phone,
      fullName,
    ]);
  }
  if (change.email) {
    appointments += await count(
      db,
      `UPDATE appointment SET patient_email = $2 WHERE patient_phone = $1`,
      [phone, change.email],
    );
    orders += await count(
      db,
      `UPDATE customer_order SET customer_email = $2 WHERE customer_phone = $1`,
      [phone, change.email],
    );
    contactMessages += await count(db, `UPDATE contact_message SET email = $2 WHERE phone = $1`, [
      phone,
      change.email,
    ]);
  }
  if (change.address) {
    orders += await count(
      db,
      `UPDATE customer_order SET shipping_address = $2 WHERE customer_phone = $1`,
      [phone, change.address],
    );
  }
  return { appointments, orders, contactMessages };
}
