import { randomBytes } from 'node:crypto';
import {
  header,
  IDEMPOTENCY_HEADER,
  isRecord,
  startJsonServer,
  type JsonAnswer,
} from './http-stand-in';
import { StandInControl } from './stand-in-control';

/**
 * A stand-in for MSG91's Flow API (docs.msg91.com, "Send SMS" with a DLT-approved template),
 * checking each request as documented:
 *
 *   POST {apiUrl}            (MSG91: https://control.msg91.com/api/v5/flow)
 *   authkey: <auth key>
 *   Content-Type: application/json
 *   { template_id, sender?, short_url?: '0' | '1',
 *     recipients: [{ mobiles: '91XXXXXXXXXX', var1: '...', var2: '...' }] }
 *
 * answering `{ type: 'success', message: '<request id>' }`, or `{ type: 'error', message }` (HTTP
 * 401 for a wrong auth key, 400 for a malformed body, and, as MSG91 does, HTTP 200 for a
 * template it does not know).
 *
 * Idempotency: the adapter sends the outbox message's id in an `Idempotency-Key` header
 * (required here); a repeated key is answered with the first request id and sends nothing.
 */

export interface SmsDelivery {
  key: string;
  /** The request id answered. */
  id: string;
  templateId: string;
  sender: string | undefined;
  shortUrl: string | undefined;
  /** 91 + 10 digits. */
  mobiles: string;
  /** var1, var2, ... in order. */
  variables: string[];
}

export interface SmsStandInOptions {
  authKey?: string;
  /** The DLT sender header expected in `sender`. */
  sender?: string;
  /**
   * DLT templates: template_id -> number of variables. An id not listed is refused; a wrong count
   * too. Unset: any id and count pass.
   */
  templates?: Record<string, number>;
}

export interface SmsStandIn {
  /** SMS_API_URL for this stand-in: `http://127.0.0.1:<port>/api/v5/flow`. */
  apiUrl: string;
  authKey: string;
  sender: string;
  /** The variables that point the app at this stand-in (SMS_TEMPLATES is the caller's). */
  env: { SMS_API_URL: string; SMS_AUTH_KEY: string; SMS_SENDER: string };
  control: StandInControl<SmsDelivery>;
  close(): Promise<void>;
}

const PATH = '/api/v5/flow';
const error = (status: number, message: string): JsonAnswer => ({
  status,
  body: { type: 'error', message },
});

function bodyProblem(
  body: unknown,
  sender: string,
  templates: Record<string, number> | undefined,
): JsonAnswer | undefined {
  if (!isRecord(body)) return error(400, 'Invalid JSON body');
  if (typeof body.template_id !== 'string' || !body.template_id)
    return error(400, 'template_id is required');
  if (body.sender !== undefined && body.sender !== sender)
    return error(400, 'Sender ID is not approved for this account');
  if (body.short_url !== undefined && body.short_url !== '0' && body.short_url !== '1')
    return error(400, 'short_url must be "0" or "1"');
  const recipients = body.recipients;
  if (!Array.isArray(recipients) || recipients.length !== 1)
    return error(400, 'recipients must hold one recipient');
  const [recipient] = recipients as unknown[];
  if (!isRecord(recipient)) return error(400, 'recipients must hold objects');
  if (typeof recipient.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(recipient.mobiles))
    return error(400, 'Mobile number is not valid');
  const names = Object.keys(recipient).filter((name) => name !== 'mobiles');
  const count = names.length;
  for (let i = 1; i <= count; i += 1) {
    const value = recipient[`var${i}`];
    if (typeof value !== 'string' || value === '')
      return error(400, `var${i} is missing or empty (variables are var1..varN)`);
  }
  if (templates) {
    const expected = templates[body.template_id];
    // MSG91 answers an unknown template with HTTP 200 and type "error".
    if (expected === undefined) return error(200, 'Template ID Missing or Invalid Template');
    if (expected !== count) return error(400, 'Variable count does not match the template');
  }
  return undefined;
}

/** Starts the stand-in on 127.0.0.1 (a free port). */
export async function startSmsStandIn(options: SmsStandInOptions = {}): Promise<SmsStandIn> {
  const authKey = options.authKey ?? 'stand-in-msg91-authkey';
  const sender = options.sender ?? 'SCLINC';
  const control = new StandInControl<SmsDelivery>();

  const http = await startJsonServer(async ({ method, path, headers, body }) => {
    const key = header(headers, IDEMPOTENCY_HEADER);
    const refuse = (answer: JsonAnswer) => {
      control.refused(key, answer.status);
      return answer;
    };
    if (method !== 'POST' || path !== PATH) return refuse(error(404, 'Not found'));
    if (header(headers, 'authkey') !== authKey) return refuse(error(401, 'Authentication failure'));
    if (!header(headers, 'content-type')?.startsWith('application/json'))
      return refuse(error(400, 'Content-Type must be application/json'));
    const problem = bodyProblem(body, sender, options.templates);
    if (problem) return refuse(problem);
    if (!key) return refuse(error(400, 'Idempotency-Key header missing'));

    await control.gate();
    const failure = control.takeFailure(key);
    if (failure !== undefined)
      return error(failure, failure >= 500 ? 'Service temporarily unavailable' : 'Request refused');

    const flow = body as {
      template_id: string;
      sender?: string;
      short_url?: string;
      recipients: Record<string, string>[];
    };
    const recipient = flow.recipients[0];
    const { delivery } = control.accept(key, () => ({
      key,
      id: randomBytes(12).toString('hex'),
      templateId: flow.template_id,
      sender: flow.sender,
      shortUrl: flow.short_url,
      mobiles: recipient.mobiles,
      variables: Object.keys(recipient)
        .filter((name) => name !== 'mobiles')
        .map((_, i) => recipient[`var${i + 1}`]),
    }));
    return { status: 200, body: { type: 'success', message: delivery.id } };
  });

  const apiUrl = `${http.origin}${PATH}`;
  return {
    apiUrl,
    authKey,
    sender,
    env: { SMS_API_URL: apiUrl, SMS_AUTH_KEY: authKey, SMS_SENDER: sender },
    control,
    close: async () => {
      control.release();
      await http.close();
    },
  };
}
