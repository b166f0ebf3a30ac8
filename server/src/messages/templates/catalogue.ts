import type { MessageTemplate } from '../outbox/message-templates';
import type { TemplateParams } from './template-params';

/** One template's words in one language: an e-mail subject and the message itself. */
export interface TemplateWords<T extends MessageTemplate> {
  subject(p: TemplateParams<T>): string;
  text(p: TemplateParams<T>): string;
}

/**
 * Every template's words in one language (en.ts, hi.ts): a language missing a template, or a
 * template missing its subject or text, does not compile.
 */
export type Catalogue = { [T in MessageTemplate]: TemplateWords<T> };
