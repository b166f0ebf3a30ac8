import { Arg, FieldResolver, Resolver, Root } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import { Language } from './language';

/**
 * An entity's texts in languages other than English, stored beside the English in one jsonb
 * column: `{ "hi": { "name": "…", "bio": "…" } }`. English lives in the entity's own columns.
 */
export type TextVersions = Partial<Record<Language, Record<string, string | string[]>>>;

export interface HasTextVersions {
  translations: TextVersions;
}

function present(value: unknown): value is string | string[] {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.length > 0;
}

/** The field in `language`, or the English when that language has no version of it. */
export function inLanguage<T extends HasTextVersions, K extends keyof T & string>(
  entity: T,
  field: K,
  language: Language = Language.EN,
): T[K] {
  if (language === Language.EN) return entity[field];
  const version = entity.translations?.[language]?.[field];
  return present(version) ? (version as T[K]) : entity[field];
}

/** Which of `fields` show the English because `language` has no version of them. */
export function inEnglish<T extends HasTextVersions>(
  entity: T,
  fields: readonly (keyof T & string)[],
  language: Language,
): string[] {
  if (language === Language.EN) return [];
  const versions = entity.translations?.[language] ?? {};
  return fields.filter((field) => present(entity[field]) && !present(versions[field]));
}

export interface TranslatedField {
  name: string;
  type: () => StringConstructor | [StringConstructor];
  nullable?: boolean;
  description?: string;
}

/**
 * A resolver that gives each of `type`'s translated fields a `language` argument (English by
 * default, so every existing query reads as before) and adds `inEnglish(language)`: the fields
 * shown in English for want of a version, which a page marks `lang="en"`.
 */
export function textVersionsResolver<T extends HasTextVersions>(
  type: ClassType<T>,
  fields: readonly TranslatedField[],
): ClassType {
  @Resolver(() => type)
  class TextVersionsResolver {
    @FieldResolver(() => [String], {
      description: `Which translated fields show the English because the language has no version of them (${fields.map((f) => f.name).join(', ')})`,
    })
    inEnglish(@Root() entity: T, @Arg('language', () => Language) language: Language): string[] {
      return inEnglish(entity, fields.map((f) => f.name) as (keyof T & string)[], language);
    }
  }
  Object.defineProperty(TextVersionsResolver, 'name', { value: `${type.name}TextVersions` });
  const proto = TextVersionsResolver.prototype as unknown as Record<string, unknown>;
  for (const field of fields) {
    proto[field.name] = (entity: T, language: Language) =>
      inLanguage(entity, field.name as keyof T & string, language);
    // As the compiler applies decorators: the parameters' first, then the method's.
    Root()(proto, field.name, 0);
    Arg('language', () => Language, {
      defaultValue: Language.EN,
      description: 'The language to read it in; the English when that language has no version',
    })(proto, field.name, 1);
    FieldResolver(field.type, {
      nullable: field.nullable,
      description: field.description,
    })(proto, field.name, Object.getOwnPropertyDescriptor(proto, field.name)!);
  }
  return TextVersionsResolver;
}

/**
 * `fields` of `entity` in `language` for a REST answer; in another language than English also
 * `inEnglish`, the fields shown in English for want of a version.
 */
export function textsIn<T extends HasTextVersions>(
  entity: T,
  fields: readonly TranslatedField[],
  language: Language,
): Record<string, unknown> {
  const names = fields.map((field) => field.name) as (keyof T & string)[];
  const texts: Record<string, unknown> = Object.fromEntries(
    names.map((name) => [name, inLanguage(entity, name, language)]),
  );
  if (language !== Language.EN) texts.inEnglish = inEnglish(entity, names, language);
  return texts;
}

/**
 * `translations` with `language`'s versions of `fields` replaced by `versions` (what a desk
 * saved; a field left out of `versions` shows the English), its versions of other fields kept.
 */
export function withVersions(
  translations: TextVersions | null | undefined,
  language: Language,
  fields: readonly string[],
  versions: Record<string, string | string[]>,
): TextVersions {
  const all = { ...(translations ?? {}) };
  const kept = Object.entries(all[language] ?? {}).filter(([field]) => !fields.includes(field));
  all[language] = { ...Object.fromEntries(kept), ...versions };
  return all;
}

/** `language`'s versions of the text `fields`, null where it has none (a desk's form values). */
export function versionsOf<F extends string>(
  translations: TextVersions | null | undefined,
  language: Language,
  fields: readonly F[],
): Record<F, string | null> {
  const versions = translations?.[language] ?? {};
  return Object.fromEntries(
    fields.map((field) => {
      const value = versions[field];
      return [field, typeof value === 'string' ? value : null];
    }),
  ) as Record<F, string | null>;
}

/**
 * The versions given of the text fields in `limits`, trimmed, blank ones left out; one longer
 * than its limit (its English field's) is put in `fields` as `hindi.<field>` with `message`.
 */
export function checkVersions<F extends string>(
  texts: Partial<Record<NoInfer<F>, string | null>> | null | undefined,
  limits: Record<F, number>,
  fields: Record<string, string>,
  message: string,
): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [field, max] of Object.entries(limits) as [F, number][]) {
    const text = texts?.[field]?.trim();
    if (!text) continue;
    if ([...text].length > max) fields[`hindi.${field}`] = message;
    else versions[field] = text;
  }
  return versions;
}
