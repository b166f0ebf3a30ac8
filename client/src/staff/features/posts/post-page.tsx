import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeskPostFields_PostFragment } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../lib/staff-errors';
import { staffPaths, staffPostPath } from '../../staff-paths';
import { useDeskPost } from './api/desk-post';
import { usePostReviewers } from './api/post-reviewers';
import {
  EMPTY_POST,
  postInput,
  useCreatePost,
  useUpdatePost,
  type PostFormValues,
} from './api/save-post';
import { PostForm } from './post-form';
import { PostStatusPanel } from './post-status-panel';
import { postFormTexts as texts, postsTexts } from './strings';

/** The form's values of a post as the desk has it. */
export function formValuesOf(post: DeskPostFields_PostFragment): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    markdown: post.markdown ?? '',
    image: post.image ?? '',
    tags: post.tags.join(', '),
    reviewerId: post.reviewerId ?? '',
    titleHi: post.titleHi ?? '',
    excerptHi: post.excerptHi ?? '',
    markdownHi: post.markdownHi ?? '',
    replaceRedirect: false,
  };
}

/** A new post, or one post's texts and status. */
export default function PostPage() {
  const { postId } = useParams();
  const id = postId && postId !== 'new' ? postId : undefined;
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useDeskPost(id);
  const reviewers = usePostReviewers().data?.deskPostReviewers ?? [];
  const [createPost] = useCreatePost();
  const [updatePost] = useUpdatePost();
  const post = data?.deskPost;
  const initialValues = useMemo(
    () => (post ? formValuesOf(post) : EMPTY_POST),
    // Once per post: a status change must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [post?.id],
  );

  const back = (
    <Button component={RouterLink} to={staffPaths.posts} sx={{ alignSelf: 'start' }}>
      {texts.back}
    </Button>
  );
  if (id && loading && !post) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <span>{postsTexts.loading}</span>
      </Stack>
    );
  }
  if (id && !post) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity="error"
          action={
            error ? (
              <Button color="inherit" onClick={() => void refetch()}>
                {postsTexts.retry}
              </Button>
            ) : undefined
          }
        >
          {error ? errorMessage(error, postsTexts.failed) : texts.notFound}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {post ? texts.editTitle : texts.newTitle}
      </Typography>
      {post && <PostStatusPanel post={post} />}
      <PostForm
        key={post?.id ?? 'new'}
        initialValues={initialValues}
        reviewers={reviewers}
        htmlOnly={Boolean(post && post.markdown === null)}
        isNew={!post}
        submitLabel={post ? texts.saveChanges : texts.save}
        onSubmit={async (values) => {
          const input = postInput(values);
          if (post) {
            await updatePost({ variables: { id: post.id, input } });
            return;
          }
          const created = await createPost({ variables: { input } });
          const newId = created.data?.createPost.id;
          if (newId) void navigate(staffPostPath(newId), { replace: true });
        }}
      />
    </Stack>
  );
}
