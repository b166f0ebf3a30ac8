import DataLoader from 'dataloader';
import type { BlogPost } from './blog-post.entity';
import type { BlogService } from './blog.service';

/** Each post's related posts: a list of posts asks for all of theirs in one batch. */
export const relatedPostsLoader = ({ blog }: { blog: BlogService }) =>
  new DataLoader<number, BlogPost[]>((postIds) => blog.relatedToMany(postIds));
