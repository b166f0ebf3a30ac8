import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  DataRequestCard_RequestFragment as DataRequest,
  DataRequestStatus,
} from '../../graphql/__generated__/graphql';
import { formatDate } from '../../../lib/dates';
import { formatPhone } from '../../../lib/phone';
import { errorMessage } from '../../lib/staff-errors';
import {
  useCompleteDataRequest,
  useCorrectDataRequest,
  useEraseDataRequest,
  useRefuseDataRequest,
} from './api/answer-data-request';
import { useDataRequests } from './api/data-requests';
import { RecordVisitForm } from './record-visit-form';
import { dataRequestTexts as texts } from './strings';

type Filter = DataRequestStatus | 'ALL';
type Answer = 'erase' | 'refuse' | 'done' | 'correct';

const day = (iso: string) => formatDate(new Date(iso));

/** The staff download of everything held for the request's phone (never cached, audited). */
export const exportPath = (id: string) => `/staff/files/data-requests/${encodeURIComponent(id)}`;

const EMPTY_CORRECTION = { firstName: '', lastName: '', email: '', address: '' };

/** One answer's dialog: erase (confirm), refuse (reason), done (note) or correct (fields). */
function AnswerDialog({
  request,
  answer,
  onClose,
}: {
  request: DataRequest;
  answer: Answer;
  onClose: () => void;
}) {
  const [erase, erasing] = useEraseDataRequest();
  const [refuse, refusing] = useRefuseDataRequest();
  const [complete, completing] = useCompleteDataRequest();
  const [correct, correcting] = useCorrectDataRequest();
  const [text, setText] = useState('');
  const [fields, setFields] = useState(EMPTY_CORRECTION);
  const [failure, setFailure] = useState<string>();
  const busy = erasing.loading || refusing.loading || completing.loading || correcting.loading;
  const id = request.id;

  const confirm = async () => {
    setFailure(undefined);
    if (answer === 'refuse' && !text.trim()) {
      setFailure(texts.reasonRequired);
      return;
    }
    try {
      if (answer === 'erase') await erase({ variables: { id } });
      if (answer === 'refuse') await refuse({ variables: { id, reason: text.trim() } });
      if (answer === 'done') await complete({ variables: { id, note: text.trim() || null } });
      if (answer === 'correct') {
        const input = Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, value.trim() || null]),
        );
        await correct({ variables: { id, input } });
      }
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, texts.saveFailed));
    }
  };

  const title = {
    erase: texts.eraseTitle,
    refuse: texts.refuseTitle,
    done: texts.doneTitle,
    correct: texts.correctTitle,
  }[answer];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {answer === 'erase' && <Typography>{texts.eraseBody}</Typography>}
          {(answer === 'refuse' || answer === 'done') && (
            <TextField
              label={answer === 'refuse' ? texts.reason : texts.note}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={2}
              autoFocus
            />
          )}
          {answer === 'correct' && (
            <>
              <Typography>{texts.correctIntro}</Typography>
              {(['firstName', 'lastName', 'email', 'address'] as const).map((key) => (
                <TextField
                  key={key}
                  label={texts[key]}
                  value={fields[key]}
                  onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
                />
              ))}
            </>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button
          variant="contained"
          color={answer === 'erase' || answer === 'refuse' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {answer === 'erase'
            ? texts.eraseConfirm
            : answer === 'refuse'
              ? texts.refuse
              : answer === 'done'
                ? texts.markDone
                : texts.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RequestCard({ request }: { request: DataRequest }) {
  const [answer, setAnswer] = useState<Answer>();
  const open = request.status === 'RECEIVED';
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={request.reference}
      sx={{
        listStyle: 'none',
        p: 2,
        borderColor: request.overdue ? 'error.main' : undefined,
        borderWidth: request.overdue ? 2 : 1,
      }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="h6">
            {request.reference} · {texts.kinds[request.kind]}
          </Typography>
          <Chip size="small" label={texts.statuses[request.status]} />
          {request.overdue && <Chip size="small" color="error" label={texts.overdue} />}
        </Stack>
        <Typography>
          {texts.phone}: {formatPhone(request.phone)} · {texts.proofs[request.proof]}
        </Typography>
        <Typography color={request.overdue ? 'error' : undefined}>
          {texts.received(day(request.receivedAt))} · {texts.due(day(request.dueAt))}
        </Typography>
        {request.takenBy && (
          <Typography variant="body2">
            {texts.takenBy(request.takenBy, request.identityCheck ?? '')}
          </Typography>
        )}
        {request.details && <Typography variant="body2">“{request.details}”</Typography>}
        {request.closedBy && request.closedAt && (
          <Typography variant="body2">
            {texts.closedBy(request.closedBy, day(request.closedAt))}
            {request.outcome ? ` · ${request.outcome}` : ''}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={Link} href={exportPath(request.id)} download variant="outlined">
            {texts.download}
          </Button>
          {open && request.kind === 'ERASE' && (
            <Button color="error" variant="contained" onClick={() => setAnswer('erase')}>
              {texts.erase}
            </Button>
          )}
          {open && request.kind === 'CORRECT' && (
            <Button variant="contained" onClick={() => setAnswer('correct')}>
              {texts.correct}
            </Button>
          )}
          {open && request.kind === 'SEE' && (
            <Button variant="contained" onClick={() => setAnswer('done')}>
              {texts.markDone}
            </Button>
          )}
          {open && <Button onClick={() => setAnswer('refuse')}>{texts.refuse}</Button>}
        </Stack>
      </Stack>
      {answer && (
        <AnswerDialog request={request} answer={answer} onClose={() => setAnswer(undefined)} />
      )}
    </Paper>
  );
}

/** The admin's queue of data requests, open ones first by due date, and the visit form. */
export default function DataRequestsPage() {
  const [filter, setFilter] = useState<Filter>('RECEIVED');
  const { data, error, refetch } = useDataRequests(filter === 'ALL' ? null : filter);
  const requests = data?.dataRequests;
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      <TextField
        select
        label={texts.show}
        value={filter}
        onChange={(event) => setFilter(event.target.value as Filter)}
        sx={{ maxWidth: 240 }}
      >
        {(['RECEIVED', 'DONE', 'REFUSED', 'ALL'] as const).map((value) => (
          <MenuItem key={value} value={value}>
            {texts.statuses[value]}
          </MenuItem>
        ))}
      </TextField>
      {error && !requests && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.failed)}
        </Alert>
      )}
      {!requests && !error && (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {requests && requests.length === 0 && <Alert severity="info">{texts.none}</Alert>}
      {requests && requests.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
      <Divider />
      <RecordVisitForm />
    </Stack>
  );
}
