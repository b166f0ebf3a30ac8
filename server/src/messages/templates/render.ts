import type { RenderedMessage } from '../channels/channel';
import type { MessageTemplate } from '../outbox/message-templates';
import { en, type Catalogue, type TemplateWords } from './en';
import { TEMPLATE_PARAMS, type TemplateParams } from './template-params';

/** Every language's words; a locale without its own falls back to English. */
const CATALOGUES: Record<string, Catalogue> = { en };

/**
 * A message's words in its language, and its variables in the provider's order. A parameter the
 * row lacks renders as empty text rather than failing the send (rows are written by our code).
 */
export function renderMessage(
  template: MessageTemplate,
  locale: string,
  params: Record<string, string>,
): RenderedMessage {
  const words = (CATALOGUES[locale] ?? en)[template] as TemplateWords<MessageTemplate>;
  const names: readonly string[] = TEMPLATE_PARAMS[template];
  const filled = Object.fromEntries(names.map((name) => [name, params[name] ?? '']));
  const p = filled as TemplateParams<MessageTemplate>;
  return { subject: words.subject(p), text: words.text(p), variables: names.map((n) => filled[n]) };
}
