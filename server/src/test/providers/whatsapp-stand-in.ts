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
 * A stand-in for the WhatsApp Business Cloud API's template messages, checking each request as
 * Meta documents it (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
 *
 *   POST {apiUrl}/{phone-number-id}/messages
 *   Authorization: Bearer <token>
 *   Content-Type: application/json
 *   { messaging_product: 'whatsapp', recipient_type: 'individual', to: '91XXXXXXXXXX',
 *     type: 'template',
 *     template: { name, language: { code },
 *                 components: [{ type: 'body', parameters: [{ type: 'text', text }, ...] }] },
 *     biz_opaque_callback_data?: string }
 *
 * and answering as the Cloud API does: 200 `{ messaging_product, contacts: [{ input, wa_id }],
 * messages: [{ id: 'wamid....', message_status: 'accepted' }] }`, or its error shape
 * `{ error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }`.
 *
 * Idempotency: the adapter sends the outbox message's id in an `Idempotency-Key` header (required
 * here) and, as Meta documents, in `biz_opaque_callback_data` (echoed in status webhooks, so a
 * delivery receipt finds its message). A repeated key is answered with the first wamid.
 */

export interface WhatsAppDelivery {
  /** The idempotency key (our outbox message id). */
  key: string;
  /** The wamid answered. */
  id: string;
  /** `to` as received: 91 + 10 digits. */
  to: string;
  template: string;
  language: string;
  /** The body component's text parameters, in order ({{1}}, {{2}}, ...). */
  parameters: string[];
  callbackData: string | undefined;
}

export interface WhatsAppStandInOptions {
  phoneNumberId?: string;
  token?: string;
  /** The API version in the path, as in the default https://graph.facebook.com/v21.0. */
  version?: string;
  /**
   * Approved templates: name -> number of body parameters. A name not listed is refused (#132001)
   * and a wrong count too (#132000). Unset: any name and count pass.
   */
  templates?: Record<string, number>;
}

export interface WhatsAppStandIn {
  /** WHATSAPP_API_URL for this stand-in: `http://127.0.0.1:<port>/v21.0`. */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** The variables that point the app at this stand-in. */
  env: { WHATSAPP_API_URL: string; WHATSAPP_PHONE_NUMBER_ID: string; WHATSAPP_TOKEN: string };
  control: StandInControl<WhatsAppDelivery>;
  close(): Promise<void>;
}

/** Meta's error body; `code` is the Graph API error code the adapters classify by. */
export function metaError(status: number, code: number, message: string, details?: string) {
  return {
    status,
    body: {
      error: {
        message: `(#${code}) ${message}`,
        type: 'OAuthException',
        code,
        ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
        fbtrace_id: randomBytes(12).toString('base64url'),
      },
    },
  } satisfies JsonAnswer;
}

/** What Meta answers an injected failure with, by status. */
function injected(status: number): JsonAnswer {
  if (status === 429) return metaError(429, 130429, 'Rate limit hit');
  if (status === 503) return metaError(503, 131016, 'Service unavailable');
  if (status >= 500) return metaError(status, 131000, 'Something went wrong');
  if (status === 401) return metaError(401, 190, 'Invalid OAuth access token');
  return metaError(status, 131026, 'Message undeliverable');
}

const PHONE = /^91[6-9]\d{9}$/;

/** Why the body is not a documented template message, or undefined when it is. */
function bodyProblem(
  body: unknown,
  templates: Record<string, number> | undefined,
): JsonAnswer | undefined {
  const invalid = (details: string) => metaError(400, 100, 'Invalid parameter', details);
  if (!isRecord(body)) return invalid('The request body is not JSON');
  if (body.messaging_product !== 'whatsapp') return invalid('messaging_product must be "whatsapp"');
  if (body.recipient_type !== 'individual') return invalid('recipient_type must be "individual"');
  if (typeof body.to !== 'string' || !PHONE.test(body.to))
    return metaError(400, 131009, 'Parameter value is not valid', 'to must be 91 + 10 digits');
  if (body.type !== 'template') return invalid('type must be "template"');
  if (
    body.biz_opaque_callback_data !== undefined &&
    (typeof body.biz_opaque_callback_data !== 'string' ||
      body.biz_opaque_callback_data.length > 512)
  )
    return invalid('biz_opaque_callback_data must be text of at most 512 characters');
  const template = body.template;
  if (!isRecord(template)) return invalid('template is required');
  if (typeof template.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(template.name))
    return invalid('template.name must be lower-case letters, digits and underscores');
  if (!isRecord(template.language) || typeof template.language.code !== 'string')
    return invalid('template.language.code is required');
  const components = template.components;
  if (!Array.isArray(components)) return invalid('template.components must be an array');
  const bodies = components.filter((c) => isRecord(c) && c.type === 'body');
  if (bodies.length !== 1 || components.length !== 1)
    return invalid('template.components must hold one component of type "body"');
  const parameters = (bodies[0] as Record<string, unknown>).parameters;
  if (!Array.isArray(parameters)) return invalid('the body component needs parameters');
  for (const parameter of parameters) {
    if (!isRecord(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string')
      return invalid('each body parameter is { type: "text", text }');
    if (parameter.text.trim() === '')
      return metaError(400, 131008, 'Required parameter is missing', 'a body parameter is empty');
    if (/[\n\t]| {5,}/.test(parameter.text))
      return metaError(
        400,
        132018,
        'There was an issue with the parameters in your template',
        'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
      );
  }
  if (templates) {
    const expected = templates[template.name];
    if (expected === undefined)
      return metaError(404, 132001, 'Template name does not exist in the translation');
    if (expected !== parameters.length)
      return metaError(
        400,
        132000,
        'Number of parameters does not match the expected number of params',
      );
  }
  return undefined;
}

/** Starts the stand-in on 127.0.0.1 (a free port). */
export async function startWhatsAppStandIn(
  options: WhatsAppStandInOptions = {},
): Promise<WhatsAppStandIn> {
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const token = options.token ?? 'stand-in-whatsapp-token';
  const version = options.version ?? 'v21.0';
  const control = new StandInControl<WhatsAppDelivery>();

  const http = await startJsonServer(async ({ method, path, headers, body }) => {
    const key = header(headers, IDEMPOTENCY_HEADER);
    const refuse = (answer: JsonAnswer) => {
      control.refused(key, answer.status);
      return answer;
    };
    const match = /^\/([^/]+)\/([^/]+)\/messages$/.exec(path);
    if (method !== 'POST' || !match || match[1] !== version)
      return refuse(metaError(400, 100, 'Unknown path components'));
    if (header(headers, 'authorization') !== `Bearer ${token}`)
      return refuse(metaError(401, 190, 'Invalid OAuth access token - Cannot parse access token'));
    if (match[2] !== phoneNumberId)
      return refuse(
        metaError(
          400,
          100,
          `Unsupported post request. Object with ID '${match[2]}' does not exist`,
        ),
      );
    if (!header(headers, 'content-type')?.startsWith('application/json'))
      return refuse(metaError(400, 100, 'Invalid parameter', 'Content-Type must be JSON'));
    const problem = bodyProblem(body, options.templates);
    if (problem) return refuse(problem);
    if (!key) return refuse(metaError(400, 100, 'Invalid parameter', 'Idempotency-Key missing'));

    await control.gate();
    const failure = control.takeFailure(key);
    if (failure !== undefined) return injected(failure);

    const message = body as {
      to: string;
      biz_opaque_callback_data?: string;
      template: {
        name: string;
        language: { code: string };
        components: { parameters: { text: string }[] }[];
      };
    };
    const { delivery } = control.accept(key, () => ({
      key,
      id: `wamid.${randomBytes(24).toString('base64url')}`,
      to: message.to,
      template: message.template.name,
      language: message.template.language.code,
      parameters: message.template.components[0].parameters.map((p) => p.text),
      callbackData: message.biz_opaque_callback_data,
    }));
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: delivery.id, message_status: 'accepted' }],
      },
    };
  });

  const apiUrl = `${http.origin}/${version}`;
  return {
    apiUrl,
    phoneNumberId,
    token,
    env: {
      WHATSAPP_API_URL: apiUrl,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_TOKEN: token,
    },
    control,
    close: async () => {
      control.release();
      await http.close();
    },
  };
}
