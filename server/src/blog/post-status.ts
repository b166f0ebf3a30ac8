import { registerEnumType } from 'type-graphql';

/**
 * Where a post stands. A SCHEDULED post goes out by itself at its publishedAt (nothing runs then:
 * every public read asks "published, or scheduled and due, by the clinic's clock"). A DRAFT,
 * and a SCHEDULED post before its time, is never shown publicly.
 */
export enum PostStatus {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
}

registerEnumType(PostStatus, { name: 'PostStatus' });

/**
 * The SQL condition "this post is out by `now`": PUBLISHED (whatever date it carries, as
 * imported posts may), or SCHEDULED and due, for the post table's `alias`, with the named
 * parameter `:publicNow` (pass `{ publicNow: now }`). Every public read of posts uses it.
 */
export function postIsOut(alias: string): string {
  return postIsOutAt(alias, ':publicNow');
}

/** The same for raw SQL: `$n` is the clinic's now. */
export function postIsOutAt(alias: string, nowParameter: string): string {
  return `(${alias}.status = 'PUBLISHED' OR (${alias}.status = 'SCHEDULED' AND ${alias}.published_at <= ${nowParameter}))`;
}
