import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageStatus } from '../graphql/__generated__/graphql';
import type { DeskMessage } from '../api/desk-message-fragment';
import { useRetryMessage } from '../api/retry-message';
import { clinicDateKey, deskDate, deskTime } from '../lib/desk-time';
import { errorMessage } from '../lib/staff-errors';
import { messageStatusTexts, messageTexts as texts } from './message-texts';

const statusColours: Record<MessageStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  QUEUED: 'info',
  SENDING: 'info',
  SENT: 'success',
  DELIVERED: 'success',
  FAILED: 'error',
  DROPPED: 'default',
};

const when = (iso: string) => `${deskDate(clinicDateKey(new Date(iso)))}, ${deskTime(iso)}`;

/** Retry for one failed message, where the server says the role may. */
function RetryButton({ message }: { message: DeskMessage }) {
  const [retry, { loading }] = useRetryMessage();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  if (!message.canRetry && !outcome) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
      {message.canRetry && (
        <Button
          size="small"
          variant="outlined"
          disabled={loading}
          aria-label={`${texts.retry}: ${message.label}`}
          onClick={async () => {
            setOutcome(undefined);
            try {
              await retry({ variables: { id: message.id } });
              setOutcome({ ok: true, text: texts.retried });
            } catch (error) {
              setOutcome({ ok: false, text: errorMessage(error, texts.retryFailed) });
            }
          }}
        >
          {loading ? texts.retrying : texts.retry}
        </Button>
      )}
      {outcome && (
        <Typography role="status" variant="body2" color={outcome.ok ? 'success.main' : 'error'}>
          {outcome.text}
        </Typography>
      )}
    </Stack>
  );
}

/** One message: its desk name, status, channel, tries and times, and why it failed. */
export function MessageRow({ message, extra }: { message: DeskMessage; extra?: React.ReactNode }) {
  return (
    <Box component="li" data-testid="desk-message" sx={{ listStyle: 'none', py: 0.75 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {message.label}
        </Typography>
        <Chip
          size="small"
          label={messageStatusTexts[message.status]}
          color={statusColours[message.status]}
        />
        {message.channel && (
          <Typography component="span" variant="body2">
            {texts.channel(message.channel)}
          </Typography>
        )}
        <Typography component="span" variant="body2" color="text.secondary">
          {texts.attempts(message.attempts)}
        </Typography>
      </Stack>
      {extra}
      <Typography variant="body2" color="text.secondary">
        {[
          texts.queued(when(message.queuedAt)),
          texts.due(when(message.dueAt)),
          ...(message.sentAt ? [texts.sent(when(message.sentAt))] : []),
        ].join(' · ')}
      </Typography>
      {message.reason && <Typography variant="body2">{texts.reason(message.reason)}</Typography>}
      <RetryButton message={message} />
    </Box>
  );
}

/** A booking's or an order's messages, in every state the list can be in. */
export function MessageList({
  messages,
  loading,
  error,
  onReload,
}: {
  messages: readonly DeskMessage[] | undefined;
  loading: boolean;
  error: unknown;
  onReload: () => void;
}) {
  if (error && !messages) {
    return (
      <Alert severity="error" action={<Button onClick={onReload}>{texts.retryLoad}</Button>}>
        {errorMessage(error, texts.failed)}
      </Alert>
    );
  }
  if (!messages) {
    return (
      <Typography role="status" variant="body2">
        {loading ? texts.loading : ''}
      </Typography>
    );
  }
  if (messages.length === 0) return <Typography variant="body2">{texts.none}</Typography>;
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }}>
      {messages.map((message) => (
        <MessageRow key={message.id} message={message} />
      ))}
    </Box>
  );
}
