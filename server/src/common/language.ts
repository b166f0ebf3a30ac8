import { IsEnum, IsOptional } from 'class-validator';
import { registerEnumType } from 'type-graphql';
import { validationError } from './errors';

/**
 * The languages the site is written in. English is the original of every text; Hindi is a
 * version beside it. GraphQL names them EN and HI; REST and the database use the values.
 */
export enum Language {
  EN = 'en',
  HI = 'hi',
}

registerEnumType(Language, {
  name: 'Language',
  description: 'A language the site is written in: EN (English, the original) or HI (Hindi)',
});

export const LANGUAGES: readonly Language[] = Object.values(Language);

/** A REST value (`en`, `hi`, any case) as a Language, or null when it names none. */
export function languageFrom(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lower) ? (lower as Language) : null;
}

/** The `lang` of a REST query (`en` when absent); anything else is the caller's error. */
export function queryLanguage(value: unknown): Language {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '') return Language.EN;
  const language = languageFrom(text);
  if (!language) throw validationError({ lang: `lang must be one of ${LANGUAGES.join(', ')}` });
  return language;
}

export const LANGUAGE_MESSAGE = 'language must be "en" (English) or "hi" (Hindi)';

/**
 * An optional `language` field of an input (the language of the patient's messages): one of
 * LANGUAGES or left out (English). REST sends the value itself, GraphQL the enum.
 */
export function IsLanguageWhenGiven(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsEnum(Language, { message: LANGUAGE_MESSAGE })(target, key);
  };
}

/** The language a request named, English when it named none. */
export const languageOr = (language: Language | null | undefined): Language =>
  language ?? Language.EN;
