import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { PrescriptionStatus } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../lib/staff-errors';
import { staffPaths } from '../../staff-paths';
import { usePrescriptionCheck } from './api/prescription-check';
import { usePrescriptionChecks } from './api/prescription-checks';
import { PrescriptionDetail } from './prescription-detail';
import { prescriptionsTexts as texts } from './strings';

const STATUSES: PrescriptionStatus[] = ['TO_CHECK', 'APPROVED', 'REJECTED'];

/**
 * The pharmacy desk's prescriptions: the orders waiting for a check (oldest first, refreshed
 * every 30 s), or those already approved or rejected; /staff/prescriptions/<orderNumber> opens
 * one (the order page links here).
 */
export default function PrescriptionsPage() {
  const { orderNumber } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<PrescriptionStatus>('TO_CHECK');
  const { data, loading, error, refetch } = usePrescriptionChecks(status);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const checks = data?.prescriptionChecks ?? [];
  const one = usePrescriptionCheck(orderNumber);
  const selected = orderNumber ? one.data?.prescriptionCheck : undefined;
  const open = (number: string) => {
    setNotice(undefined);
    void navigate(`${staffPaths.prescriptions}/${encodeURIComponent(number)}`);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <Typography>{texts.intro}</Typography>
      <Tabs
        value={status}
        onChange={(_event, value: PrescriptionStatus) => setStatus(value)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {STATUSES.map((value) => (
          <Tab key={value} value={value} label={texts.tabs[value]} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(undefined)}>
          {notice.text}
        </Alert>
      )}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {errorMessage(error, texts.loadFailed)}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' },
          alignItems: 'start',
        }}
      >
        <Box component="nav" aria-label={texts.listLabel}>
          {loading && !data ? (
            <Stack spacing={1}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : checks.length === 0 ? (
            <Typography>{status === 'TO_CHECK' ? texts.none : texts.noneOther}</Typography>
          ) : (
            <List disablePadding>
              {checks.map((check) => (
                <ListItemButton
                  key={check.orderNumber}
                  selected={check.orderNumber === selected?.orderNumber}
                  onClick={() => open(check.orderNumber)}
                  aria-label={texts.open(check.orderNumber)}
                  sx={{ minHeight: 56, border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}
                >
                  <ListItemText
                    primary={`${check.orderNumber} · ${check.customerName}`}
                    secondary={texts.placed(formatDateTime(new Date(check.placedAt)))}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
        <Box>
          {selected ? (
            <PrescriptionDetail
              key={selected.orderNumber}
              check={selected}
              registration={data?.pharmacistRegistration ?? null}
              onDone={(text) => {
                setNotice({ severity: 'success', text });
                void refetch();
                void one.refetch();
              }}
              onFailed={(text) => setNotice({ severity: 'error', text })}
            />
          ) : orderNumber && one.loading ? (
            <Skeleton variant="rounded" height={320} />
          ) : (
            <Stack spacing={1}>
              {one.error && (
                <Alert severity="error">{errorMessage(one.error, texts.loadFailed)}</Alert>
              )}
              <Typography color="text.secondary">{texts.choose}</Typography>
              {orderNumber && (
                <Button component={RouterLink} to={staffPaths.prescriptions}>
                  {texts.backToList}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
