import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/staff-errors';
import { staffPostPath } from '../../staff-paths';
import { useDeskPosts } from './api/desk-posts';
import { postTime } from './post-time';
import { postsTexts as texts } from './strings';

/** Every post, drafts and scheduled ones too, last changed first. */
export default function PostsPage() {
  const { data, error, loading, refetch } = useDeskPosts();
  // When the page opened: what is scheduled later than this is still to go out.
  const [now] = useState(() => Date.now());
  const posts = data?.deskPosts;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, flexGrow: 1 }}>
          {texts.title}
        </Typography>
        <Button component={RouterLink} to={staffPostPath('new')} variant="contained">
          {texts.newPost}
        </Button>
      </Stack>
      {loading && !posts && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <span>{texts.loading}</span>
        </Stack>
      )}
      {error && !posts && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {errorMessage(error, texts.failed)}
        </Alert>
      )}
      {posts?.length === 0 && <Alert severity="info">{texts.empty}</Alert>}
      {posts && posts.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {posts.map((post) => {
            const upcoming =
              post.status === 'SCHEDULED' &&
              post.publishedAt &&
              new Date(post.publishedAt).getTime() > now;
            const status = post.status === 'SCHEDULED' && !upcoming ? 'PUBLISHED' : post.status;
            return (
              <Paper component="li" key={post.id} variant="outlined" sx={{ p: 1.5 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Link
                    component={RouterLink}
                    to={staffPostPath(post.id)}
                    aria-label={texts.edit(post.title)}
                    sx={{ flexGrow: 1, fontWeight: 500, overflowWrap: 'anywhere' }}
                  >
                    {post.title}
                  </Link>
                  <Chip
                    size="small"
                    label={texts.status[status]}
                    color={
                      status === 'PUBLISHED'
                        ? 'success'
                        : status === 'SCHEDULED'
                          ? 'info'
                          : 'default'
                    }
                  />
                  {post.publishedAt && post.status !== 'DRAFT' && (
                    <Typography variant="body2" color="text.secondary">
                      {upcoming
                        ? texts.scheduledFor(postTime(post.publishedAt))
                        : texts.publishedOn(postTime(post.publishedAt))}
                    </Typography>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
