import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/dates';
import type { AuditFilter } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../lib/staff-errors';
import { useAuditTrail } from './api/audit-trail';
import { useStaffMembers } from './api/staff-members';
import { auditTexts as texts } from './strings';

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

/** Who changed what, when and from where: by record, by staff member and by day. */
export default function AuditPage() {
  const staff = useStaffMembers().data?.staffMembers ?? [];
  const [draft, setDraft] = useState({ recordType: '', recordId: '', staffId: '', day: '' });
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const { data, error } = useAuditTrail(filter);
  const page = filter.page ?? 1;
  const trail = data?.auditTrail;
  // The server's page size is the length of a full page; the last page may be shorter.
  const [pageSize, setPageSize] = useState(0);
  if (trail && trail.entries.length > pageSize) setPageSize(trail.entries.length);
  const seen = trail ? (page - 1) * pageSize + trail.entries.length : 0;

  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({
            recordType: draft.recordType.trim() || null,
            recordId: draft.recordId.trim() || null,
            staffId: draft.staffId || null,
            day: draft.day || null,
            page: 1,
          });
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={texts.recordType}
          value={draft.recordType}
          onChange={set('recordType')}
        />
        <TextField
          size="small"
          label={texts.recordId}
          value={draft.recordId}
          onChange={set('recordId')}
        />
        <TextField
          select
          size="small"
          label={texts.staff}
          value={draft.staffId}
          onChange={set('staffId')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{texts.anyone}</MenuItem>
          {staff.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={texts.day}
          value={draft.day}
          onChange={set('day')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          {texts.show}
        </Button>
      </Box>
      {error && <Alert severity="error">{errorMessage(error, texts.failed)}</Alert>}
      {trail && trail.entries.length === 0 && <Typography>{texts.none}</Typography>}
      {trail && trail.entries.length > 0 && (
        <>
          <Typography role="status">{texts.total(trail.total)}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {[
                    texts.when,
                    texts.who,
                    texts.from,
                    texts.action,
                    texts.record,
                    texts.change,
                  ].map((heading) => (
                    <TableCell key={heading}>{heading}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {trail.entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatDateTime(new Date(entry.at))}</TableCell>
                    <TableCell>{entry.actorName}</TableCell>
                    <TableCell>{entry.address}</TableCell>
                    <TableCell>{entry.action}</TableCell>
                    <TableCell>
                      {entry.recordType} {entry.recordId}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
                      {json(entry.before)} → {json(entry.after)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button disabled={page <= 1} onClick={() => setFilter({ ...filter, page: page - 1 })}>
          {texts.previous}
        </Button>
        <Typography>{texts.page(page)}</Typography>
        <Button
          disabled={!trail || trail.entries.length === 0 || seen >= trail.total}
          onClick={() => setFilter({ ...filter, page: page + 1 })}
        >
          {texts.next}
        </Button>
      </Stack>
    </Stack>
  );
}
