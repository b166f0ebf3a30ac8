import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MessageRow } from '../../components/message-list';
import { errorMessage } from '../../lib/staff-errors';
import { orderPath } from '../../staff-paths';
import type { DeskMessage } from '../../api/desk-message-fragment';
import { useFailedMessages } from './api/failed-messages';
import { failedTexts as texts } from './strings';

/** What a failed message told of: its order's page, or the booking found by reference. */
function Subject({ message }: { message: DeskMessage }) {
  if (message.orderNumber)
    return (
      <Link component={RouterLink} to={orderPath(message.orderNumber)} variant="body2">
        {texts.order(message.orderNumber)}
      </Link>
    );
  // A booking is found on the Find page by its reference (never put in an address).
  if (message.reference)
    return <Typography variant="body2">{texts.booking(message.reference)}</Typography>;
  return null;
}

/** The failed messages of the desks the role answers for, newest first, with Retry. */
export default function FailedMessagesPage() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useFailedMessages(page);
  const result = data?.failedMessages;
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      {error && !result && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.failed)}
        </Alert>
      )}
      {!result && !error && (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {result && result.messages.length === 0 && <Alert severity="success">{texts.none}</Alert>}
      {result && result.messages.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0 }} aria-busy={loading}>
          {result.messages.map((message) => (
            <MessageRow key={message.id} message={message} extra={<Subject message={message} />} />
          ))}
        </Box>
      )}
      {result && (page > 1 || result.hasMore) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {texts.newer}
          </Button>
          <Typography>{texts.page(page)}</Typography>
          <Button disabled={!result.hasMore} onClick={() => setPage(page + 1)}>
            {texts.older}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
