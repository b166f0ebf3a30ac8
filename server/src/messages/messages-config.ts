import { ConfigError } from '../common/config';
import { Language, LANGUAGES } from '../common/language';
import { CHANNEL_NAMES, type ChannelName } from './channels/channel';
import { MESSAGE_TEMPLATES, type MessageTemplate } from './outbox/message-templates';

/** The Cloud API's address when WHATSAPP_API_URL is unset. */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** The languages patients may read besides English; each has its own provider templates. */
export type OtherLanguage = Exclude<Language, Language.EN>;

/** A provider's name or id per message (a WhatsApp template name, a DLT template id). */
export type TemplateIds = Partial<Record<MessageTemplate, string>>;

export interface WhatsAppConfig {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** The English templates' language code (WHATSAPP_LANGUAGE, default `en`). */
  language: string;
  /** Approved template name per message (WHATSAPP_TEMPLATES); unnamed ones use our name. */
  templates: TemplateIds;
  /**
   * Per other language: its templates' language code (WHATSAPP_LANGUAGE_HI, default `hi`) and
   * the names that differ from English (`message:hi=name` in WHATSAPP_TEMPLATES). Meta approves a
   * template's languages under one name, so a message not named for Hindi uses its English name.
   */
  translations: Record<OtherLanguage, { language: string; templates: TemplateIds }>;
}

export interface SmsConfig {
  /** An MSG91-style Flow API endpoint. */
  apiUrl: string;
  authKey: string;
  /** The DLT-registered sender header, e.g. SCLINC. */
  sender: string;
  /** DLT template id per message (SMS_TEMPLATES); a message without one is not sent by SMS. */
  templateIds: TemplateIds;
  /**
   * Per other language, the DLT template id per message (`message:hi=id` in SMS_TEMPLATES): a DLT
   * template is fixed text, so each language's words are a template of their own.
   */
  translations: Record<OtherLanguage, { templateIds: TemplateIds }>;
}

/**
 * The Cloud API's webhook (patients' replies such as STOP, and delivery receipts): the app secret
 * its X-Hub-Signature-256 is made with (WHATSAPP_APP_SECRET), and the token Meta echoes when the
 * webhook is subscribed (WHATSAPP_VERIFY_TOKEN). The webhook answers 404 while they are unset.
 */
export interface WhatsAppWebhookConfig {
  appSecret: string;
  verifyToken: string;
}

export type ClinicAlert = 'booking' | 'order' | 'contact';

export interface MessagesConfig {
  /** The channels messages go out on (NOTIFY_CHANNELS); `log` alone by default. */
  channels: ChannelName[];
  smtp?: { url: string; from: string };
  whatsapp?: WhatsAppConfig;
  sms?: SmsConfig;
  whatsappWebhook?: WhatsAppWebhookConfig;
  /**
   * The token the SMS provider's inbound forwarding sends with patients' replies (STOP, START) to
   * /webhooks/sms (SMS_INBOUND_TOKEN); the path answers 404 while it is unset.
   */
  smsInboundToken?: string;
  /** Quiet hours in clinic time (QUIET_HOURS, `21:00-08:00`): minutes after midnight. */
  quietHours: { startMinute: number; endMinute: number };
  /** Which of the clinic's own contacts hears of each new thing (CLINIC_ALERTS). */
  clinicAlerts: Record<ClinicAlert, ('whatsapp' | 'email')[]>;
  /** `inline`: the server delivers messages itself; `off`: `npm run worker` does (MESSAGE_WORKER). */
  worker: 'inline' | 'off';
  /** Tries after the first before a message is FAILED, and the first retry's delay (doubling). */
  retry: { limit: number; delaySeconds: number };
  /**
   * How long one try may take before the queue takes the message back from its worker (pg-boss
   * job expiry, MESSAGE_SEND_TIMEOUT_SECONDS): a worker that died mid-send is retried after it.
   */
  sendTimeoutSeconds: number;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minuteOf(text: string): number | undefined {
  const match = TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** `name:value,name:value` with names from `names`; problems name the variable. */
function pairs<K extends string>(
  variable: string,
  text: string | undefined,
  names: readonly K[],
  problems: string[],
): [K, string][] {
  const entries: [K, string][] = [];
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [name, value, ...rest] = entry.split(':').map((part) => part.trim());
    if (!(names as readonly string[]).includes(name) || !value || rest.length > 0) {
      problems.push(
        `${variable}: "${entry}" is not name:value with a name from ${names.join(', ')}`,
      );
      continue;
    }
    entries.push([name as K, value]);
  }
  return entries;
}

const blank = (value: string | undefined) => value?.trim() || undefined;

const TRANSLATED = /^([a-z]{2})=(.*)$/;

/**
 * WHATSAPP_TEMPLATES and SMS_TEMPLATES: `message:value` for English (as before languages) and
 * `message:hi=value` for Hindi, comma-separated, in one variable.
 */
function templatesByLanguage(
  variable: string,
  text: string | undefined,
  problems: string[],
): Record<Language, TemplateIds> {
  const found = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
    Language,
    TemplateIds
  >;
  for (const [template, value] of pairs(variable, text, MESSAGE_TEMPLATES, problems)) {
    const [, prefix, id] = TRANSLATED.exec(value) ?? [undefined, Language.EN, value];
    if (!(LANGUAGES as readonly string[]).includes(prefix) || !id.trim()) {
      problems.push(
        `${variable}: "${template}:${value}" is not message:value or message:language=value with a language from ${LANGUAGES.join(', ')}`,
      );
      continue;
    }
    found[prefix as Language][template] = id.trim();
  }
  return found;
}

/**
 * Messaging's part of the configuration, read from the environment (README: Messages). Throws a
 * ConfigError naming every problem, as loadConfig does.
 */
export function loadMessagesConfig(env: NodeJS.ProcessEnv = process.env): MessagesConfig {
  const problems: string[] = [];
  const smtpUrl = blank(env.SMTP_URL);
  const mailFrom = blank(env.MAIL_FROM);
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (smtpUrl && !mailFrom)
    problems.push('MAIL_FROM must be set with SMTP_URL, e.g. "Clinic <care@clinic.example.in>"');
  if (mailFrom && !/@[^\s<>@"]+\.[^\s<>@"]+>?\s*$/.test(mailFrom))
    problems.push('MAIL_FROM must end with an address, e.g. "Clinic <care@clinic.example.in>"');
  const smtp = smtpUrl && mailFrom ? { url: smtpUrl, from: mailFrom } : undefined;

  const phoneNumberId = blank(env.WHATSAPP_PHONE_NUMBER_ID);
  const token = blank(env.WHATSAPP_TOKEN);
  if (Boolean(phoneNumberId) !== Boolean(token)) {
    problems.push('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN are set together or not at all');
  }
  // Read only with the channel, as before languages: unused names stop nothing.
  const whatsappTemplates =
    phoneNumberId && token
      ? templatesByLanguage('WHATSAPP_TEMPLATES', env.WHATSAPP_TEMPLATES, problems)
      : undefined;
  const whatsapp: WhatsAppConfig | undefined =
    phoneNumberId && token && whatsappTemplates
      ? {
          apiUrl: (blank(env.WHATSAPP_API_URL) ?? DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
          phoneNumberId,
          token,
          language: blank(env.WHATSAPP_LANGUAGE) ?? 'en',
          templates: whatsappTemplates.en,
          translations: {
            hi: {
              language: blank(env.WHATSAPP_LANGUAGE_HI) ?? 'hi',
              templates: whatsappTemplates.hi,
            },
          },
        }
      : undefined;

  const appSecret = blank(env.WHATSAPP_APP_SECRET);
  const verifyToken = blank(env.WHATSAPP_VERIFY_TOKEN);
  if (Boolean(appSecret) !== Boolean(verifyToken)) {
    problems.push('WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are set together or not at all');
  }
  const whatsappWebhook = appSecret && verifyToken ? { appSecret, verifyToken } : undefined;

  const smsUrl = blank(env.SMS_API_URL);
  const authKey = blank(env.SMS_AUTH_KEY);
  const sender = blank(env.SMS_SENDER);
  if ((smsUrl || authKey || sender) && !(smsUrl && authKey && sender)) {
    problems.push('SMS_API_URL, SMS_AUTH_KEY and SMS_SENDER are set together or not at all');
  }
  if (sender && !/^[A-Z]{6}$/.test(sender)) {
    problems.push(
      `SMS_SENDER must be the 6-letter DLT sender header, e.g. SCLINC (got "${sender}")`,
    );
  }
  const smsInboundToken = blank(env.SMS_INBOUND_TOKEN);
  if (smsInboundToken && !/^[\x21-\x7e]{24,200}$/.test(smsInboundToken)) {
    problems.push(
      'SMS_INBOUND_TOKEN must be 24 to 200 visible ASCII characters, e.g. a random hex',
    );
  }
  const smsTemplates =
    smsUrl && authKey && sender
      ? templatesByLanguage('SMS_TEMPLATES', env.SMS_TEMPLATES, problems)
      : undefined;
  const sms: SmsConfig | undefined =
    smsUrl && authKey && sender && smsTemplates
      ? {
          apiUrl: smsUrl,
          authKey,
          sender,
          templateIds: smsTemplates.en,
          translations: { hi: { templateIds: smsTemplates.hi } },
        }
      : undefined;

  const configured: ChannelName[] = [
    ...(whatsapp ? (['whatsapp'] as const) : []),
    ...(sms ? (['sms'] as const) : []),
    ...(smtp ? (['email'] as const) : []),
  ];
  const named = blank(env.NOTIFY_CHANNELS)
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of named ?? []) {
    if (!(CHANNEL_NAMES as readonly string[]).includes(name)) {
      problems.push(`NOTIFY_CHANNELS: "${name}" is not one of ${CHANNEL_NAMES.join(', ')}`);
    } else if (name !== 'log' && !configured.includes(name as ChannelName)) {
      problems.push(`NOTIFY_CHANNELS names ${name}, but its configuration is not set`);
    }
  }
  const channels = named
    ? (named.filter((name) => (CHANNEL_NAMES as readonly string[]).includes(name)) as ChannelName[])
    : ['log' as const];

  const [quietStart, quietEnd, ...extra] = (blank(env.QUIET_HOURS) ?? '21:00-08:00').split('-');
  const startMinute = minuteOf(quietStart ?? '');
  const endMinute = minuteOf(quietEnd ?? '');
  if (startMinute === undefined || endMinute === undefined || extra.length > 0) {
    problems.push(
      `QUIET_HOURS must be HH:MM-HH:MM in clinic time, e.g. 21:00-08:00 (got "${env.QUIET_HOURS}")`,
    );
  }

  const clinicAlerts: MessagesConfig['clinicAlerts'] = {
    booking: ['whatsapp', 'email'],
    order: ['whatsapp', 'email'],
    contact: ['email'],
  };
  for (const [alert, ways] of pairs(
    'CLINIC_ALERTS',
    env.CLINIC_ALERTS,
    ['booking', 'order', 'contact'] as const,
    problems,
  )) {
    const list = ways.split('+').map((w) => w.trim());
    if (list.some((w) => w !== 'whatsapp' && w !== 'email' && w !== 'none')) {
      problems.push(
        `CLINIC_ALERTS: ${alert} goes to whatsapp, email, whatsapp+email or none (got "${ways}")`,
      );
      continue;
    }
    clinicAlerts[alert] = list.filter((w): w is 'whatsapp' | 'email' => w !== 'none');
  }

  const worker = blank(env.MESSAGE_WORKER) ?? 'inline';
  if (worker !== 'inline' && worker !== 'off') {
    problems.push(`MESSAGE_WORKER must be inline or off (got "${worker}")`);
  }
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const text = blank(env[name]) ?? String(fallback);
    const value = Number(text);
    if (!/^\d{1,6}$/.test(text) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}")`);
      return fallback;
    }
    return value;
  };

  const retry = {
    limit: whole('MESSAGE_RETRY_LIMIT', 6, 0, 20),
    delaySeconds: whole('MESSAGE_RETRY_DELAY_SECONDS', 30, 1, 3600),
  };
  const sendTimeoutSeconds = whole('MESSAGE_SEND_TIMEOUT_SECONDS', 120, 1, 3600);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    channels,
    smtp,
    whatsapp,
    sms,
    whatsappWebhook,
    smsInboundToken,
    quietHours: { startMinute: startMinute ?? 21 * 60, endMinute: endMinute ?? 8 * 60 },
    clinicAlerts,
    worker: worker === 'off' ? 'off' : 'inline',
    retry,
    sendTimeoutSeconds,
  };
}
