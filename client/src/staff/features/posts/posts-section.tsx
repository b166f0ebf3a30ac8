import { useRoutes } from 'react-router-dom';
import PostPage from './post-page';
import PostsPage from './posts-page';

/** /staff/posts and below: the list, a new post, and a post's own page. */
export default function PostsSection() {
  return useRoutes([
    { index: true, element: <PostsPage /> },
    { path: 'new', element: <PostPage /> },
    { path: ':postId', element: <PostPage /> },
  ]);
}
