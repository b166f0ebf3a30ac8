import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InboxKind, InboxState } from '../../graphql/__generated__/graphql';
import { useStaffSession } from '../../auth/session';
import { errorMessage } from '../../lib/staff-errors';
import type { InboxItemView } from './api/inbox-item-fragment';
import { useInbox, type InboxFilter } from './api/inbox';
import { useOpenInboxItem } from './api/open-inbox-item';
import { InboxItemDetail, when } from './inbox-item-detail';
import { inboxTexts as texts } from './strings';

/** Where an admin downloads the newsletter sign-ups (a staff file, never cached). */
export const NEWSLETTER_CSV_PATH = '/staff/files/newsletter-signups.csv';

const KINDS: InboxKind[] = ['CONTACT', 'FEEDBACK'];
const STATES: InboxState[] = ['NEW', 'READ', 'REPLIED', 'ARCHIVED'];

function InboxRow({ item }: { item: InboxItemView }) {
  const [expanded, setExpanded] = useState(false);
  const [open, opening] = useOpenInboxItem();
  const [failure, setFailure] = useState<string>();
  const title = item.subject ?? texts.kinds[item.kind];
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} data-testid="inbox-item">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {item.name} · {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {texts.kinds[item.kind]} · {texts.received(when(item.createdAt))}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              size="small"
              label={texts.states[item.state]}
              color={item.state === 'NEW' ? 'secondary' : 'default'}
            />
            {item.spam && <Chip size="small" color="warning" label={texts.spamChip} />}
            {item.testimonialApprovedAt && (
              <Chip size="small" color="success" label={texts.published} />
            )}
            <Button
              size="small"
              disabled={opening.loading}
              aria-expanded={expanded}
              aria-label={`${expanded ? texts.close : texts.open}: ${item.name}`}
              onClick={async () => {
                if (expanded) return setExpanded(false);
                setFailure(undefined);
                try {
                  await open({ variables: { kind: item.kind, id: item.id } });
                  setExpanded(true);
                } catch (error) {
                  setFailure(errorMessage(error, texts.actionFailed));
                }
              }}
            >
              {expanded ? texts.close : texts.open}
            </Button>
          </Stack>
        </Stack>
        {failure && <Alert severity="error">{failure}</Alert>}
        {expanded && <InboxItemDetail item={item} />}
      </CardContent>
    </Card>
  );
}

/** The inbox: contact messages and feedback, filtered by kind, state and spam, newest first. */
export default function InboxPage() {
  const { me } = useStaffSession();
  const [filter, setFilter] = useState<InboxFilter>({
    state: null,
    kind: null,
    spam: false,
    page: 1,
  });
  const { data, loading, error, refetch } = useInbox(filter);
  const result = data?.inbox;
  const change = (next: Partial<InboxFilter>) => setFilter({ ...filter, ...next, page: 1 });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {texts.title}
        </Typography>
        {result && <Typography role="status">{texts.newCount(result.counts.new)}</Typography>}
      </Stack>
      <Typography>{texts.intro}</Typography>
      {me.role === 'ADMIN' && (
        <Link href={NEWSLETTER_CSV_PATH} download>
          {texts.exportCsv}
        </Link>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={texts.kind}
          value={filter.kind ?? ''}
          onChange={(event) => change({ kind: (event.target.value || null) as InboxKind | null })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{texts.all}</MenuItem>
          {KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {texts.kinds[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={texts.state}
          value={filter.state ?? ''}
          onChange={(event) => change({ state: (event.target.value || null) as InboxState | null })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{texts.all}</MenuItem>
          {STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {texts.states[state]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={filter.spam}
              onChange={(event) => change({ spam: event.target.checked })}
            />
          }
          label={texts.showSpam}
        />
      </Stack>
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
      {result && result.items.length === 0 && <Alert severity="info">{texts.none}</Alert>}
      {result && result.items.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-busy={loading}>
          {result.items.map((item) => (
            <InboxRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </Stack>
      )}
      {result && (filter.page > 1 || result.hasMore) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            disabled={filter.page === 1}
            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
          >
            {texts.newer}
          </Button>
          <Typography>{texts.page(filter.page)}</Typography>
          <Button
            disabled={!result.hasMore}
            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
          >
            {texts.older}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
