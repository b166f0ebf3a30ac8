import { ConfigError } from '../common/config';
import { CHANNEL_NAMES, type ChannelName } from './channels/channel';
import { MESSAGE_TEMPLATES, type MessageTemplate } from './outbox/message-templates';

/** The Cloud API's address when WHATSAPP_API_URL is unset. */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

export interface WhatsAppConfig {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  /** The approved templates' language code (WHATSAPP_LANGUAGE, default `en`). */
  language: string;
  /** Approved template name per message (WHATSAPP_TEMPLATES); unnamed ones use our name. */
  templates: Partial<Record<MessageTemplate, string>>;
}

export interface SmsConfig {
  /** An MSG91-style Flow API endpoint. */
  apiUrl: string;
  authKey: string;
  /** The DLT-registered sender header, e.g. SCLINC. */
  sender: string;
  /** DLT template id per message (SMS_TEMPLATES); a message without one is not sent by SMS. */
  templateIds: Partial<Record<MessageTemplate, string>>;
}

export type ClinicAlert = 'booking' | 'order' | 'contact';

export interface MessagesConfig {
  /** The channels messages go out on (NOTIFY_CHANNELS); `log` alone by default. */
  channels: ChannelName[];
  smtp?: { url: string; from: string };
  whatsapp?: WhatsAppConfig;
  sms?: SmsConfig;
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
  const whatsapp =
    phoneNumberId && token
      ? {
          apiUrl: (blank(env.WHATSAPP_API_URL) ?? DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''),
          phoneNumberId,
          token,
          language: blank(env.WHATSAPP_LANGUAGE) ?? 'en',
          templates: Object.fromEntries(
            pairs('WHATSAPP_TEMPLATES', env.WHATSAPP_TEMPLATES, MESSAGE_TEMPLATES, problems),
          ),
        }
      : undefined;

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
  const sms =
    smsUrl && authKey && sender
      ? {
          apiUrl: smsUrl,
          authKey,
          sender,
          templateIds: Object.fromEntries(
            pairs('SMS_TEMPLATES', env.SMS_TEMPLATES, MESSAGE_TEMPLATES, problems),
          ),
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
    quietHours: { startMinute: startMinute ?? 21 * 60, endMinute: endMinute ?? 8 * 60 },
    clinicAlerts,
    worker: worker === 'off' ? 'off' : 'inline',
    retry,
    sendTimeoutSeconds,
  };
}
