import { registerEnumType } from 'type-graphql';

export enum PostStatus {
  DRAFT = 'DRAFT',
  PUBLISHED = 'PUBLISHED',
}

registerEnumType(PostStatus, { name: 'PostStatus' });
