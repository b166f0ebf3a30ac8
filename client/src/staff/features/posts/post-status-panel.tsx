import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PostStatus } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../lib/staff-errors';
import { usePublishPost, useUnpublishPost } from './api/publish-post';
import { postTime } from './post-time';
import { postFormTexts as texts } from './strings';

interface PostStatusPanelProps {
  post: {
    id: string;
    slug: string;
    status: PostStatus;
    publishedAt?: string | null;
    oldSlugs: string[];
  };
}

/** Where a post stands, and the buttons that move it: publish now, schedule, unpublish. */
export function PostStatusPanel({ post }: PostStatusPanelProps) {
  const [publish, publishing] = usePublishPost();
  const [unpublish, unpublishing] = useUnpublishPost();
  const [at, setAt] = useState('');
  const [now] = useState(() => Date.now());
  const [error, setError] = useState<string>();
  const busy = publishing.loading || unpublishing.loading;

  async function run(work: () => Promise<unknown>) {
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e, texts.statusFailed));
    }
  }
  const schedule = () => {
    const when = at ? new Date(at) : undefined;
    if (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
      setError(texts.scheduleInvalid);
      return;
    }
    void run(() => publish({ variables: { id: post.id, at: when.toISOString() } }));
  };

  const line =
    post.status === 'DRAFT' || !post.publishedAt
      ? texts.statusLine.DRAFT
      : post.status === 'SCHEDULED' && new Date(post.publishedAt).getTime() > now
        ? texts.statusLine.SCHEDULED(postTime(post.publishedAt))
        : texts.statusLine.PUBLISHED(postTime(post.publishedAt));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography role="status">{line}</Typography>
        {post.status !== 'DRAFT' && (
          <Link href={`/blog/${encodeURIComponent(post.slug)}`} target="_blank" rel="noopener">
            {texts.viewPublic}
          </Link>
        )}
        {post.oldSlugs.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {texts.oldSlugs(post.oldSlugs.join(', '))}
          </Typography>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          {post.status !== 'PUBLISHED' && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void run(() => publish({ variables: { id: post.id } }))}
            >
              {texts.publishNow}
            </Button>
          )}
          {post.status !== 'DRAFT' && (
            <Button
              variant="outlined"
              color="warning"
              disabled={busy}
              onClick={() => void run(() => unpublish({ variables: { id: post.id } }))}
            >
              {texts.unpublish}
            </Button>
          )}
        </Stack>
        {post.status !== 'PUBLISHED' && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              type="datetime-local"
              size="small"
              label={texts.scheduleAt}
              value={at}
              onChange={(event) => setAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button variant="outlined" disabled={busy} onClick={schedule}>
              {texts.schedule}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
