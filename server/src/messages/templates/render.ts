import { Language } from '../../common/language';
import type { RenderedMessage } from '../channels/channel';
import type { MessageTemplate } from '../outbox/message-templates';
import type { Catalogue, TemplateWords } from './catalogue';
import { en } from './en';
import { hi } from './hi';
import { TEMPLATE_PARAMS, type TemplateParams } from './template-params';

/** Every language's words, one catalogue each. */
export const CATALOGUES: Record<Language, Catalogue> = { [Language.EN]: en, [Language.HI]: hi };

const catalogueOf = (locale: string): Catalogue =>
  Object.hasOwn(CATALOGUES, locale) ? CATALOGUES[locale as Language] : en;

/**
 * A message's words in its language (English for a locale without a catalogue), and its
 * variables in the provider's order. A parameter the row lacks renders as empty text rather than
 * failing the send (rows are written by our code).
 */
export function renderMessage(
  template: MessageTemplate,
  locale: string,
  params: Record<string, string>,
): RenderedMessage {
  const words = catalogueOf(locale)[template] as TemplateWords<MessageTemplate>;
  const names: readonly string[] = TEMPLATE_PARAMS[template];
  const filled = Object.fromEntries(names.map((name) => [name, params[name] ?? '']));
  const p = filled as TemplateParams<MessageTemplate>;
  return { subject: words.subject(p), text: words.text(p), variables: names.map((n) => filled[n]) };
}
