import { MAX_TAG_LENGTH, MAX_TAGS } from '../tags';

/** The blog desk's messages, each naming the field it is about. */
export const BLOG_DESK_WORDS = {
  postNotFound: 'This post was not found. It may have been removed; refresh the list.',
  title: 'Title is required and must be at most 200 characters.',
  slug: 'Web address must be lower-case letters and digits joined by single hyphens, at most 120 characters.',
  excerpt: 'Excerpt is required and must be at most 500 characters.',
  markdownText: 'The body must be Markdown text.',
  markdownLength: 'The body must be at most 100,000 characters.',
  bodyRequired: 'The body is required.',
  image: 'Cover image must be an image uploaded here (or left empty).',
  tagCount: `A post may have at most ${MAX_TAGS} tags.`,
  tagLength: `Each tag must be at most ${MAX_TAG_LENGTH} characters.`,
  reviewerUnknown: 'Choose the reviewing doctor from the list.',
  hindiTitle: 'Hindi title must be at most 200 characters.',
  hindiExcerpt: 'Hindi excerpt must be at most 500 characters.',
  publishAt: 'Publish time must be a date and time.',
  slugTaken: 'Another post already has this web address.',
  slugRedirects:
    'This web address redirects to another post. Tick "replace the redirect" to take it over.',
} as const;
