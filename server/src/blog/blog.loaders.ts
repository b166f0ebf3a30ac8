import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { BlogPost } from './blog-post.entity';
import { BlogService } from './blog.service';

/** Each post's related posts: a list of posts asks for all of theirs in one batch. */
export const relatedPostsLoader = (dataSource: DataSource) =>
  new DataLoader<number, BlogPost[]>((postIds) =>
    new BlogService(dataSource).relatedToMany(postIds),
  );
