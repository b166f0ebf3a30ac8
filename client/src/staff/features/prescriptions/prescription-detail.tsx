import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { formatPhone } from '../../../lib/phone';
import type { PrescriptionCheckData } from './api/prescription-checks';
import { ApproveForm, RejectForm } from './check-forms';
import { prescriptionsTexts as texts } from './strings';

/**
 * One order's prescription: the photo shown (each load is an audited view) or the PDF offered
 * as a download only, the order's lines, and the approve and reject forms while it waits.
 */
export function PrescriptionDetail({
  check,
  registration,
  onDone,
  onFailed,
}: {
  check: PrescriptionCheckData;
  registration: string | null;
  onDone: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const waiting = check.status === 'TO_CHECK' && check.orderStatus === 'PENDING';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`check-${check.orderNumber}`}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`check-${check.orderNumber}`} component="h2" variant="h5" sx={{ flex: 1 }}>
          {check.orderNumber}
        </Typography>
        <Chip label={texts.status[check.status]} color={waiting ? 'warning' : 'default'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {texts.placed(formatDateTime(new Date(check.placedAt)))} · {texts.customer}:{' '}
        {check.customerName}, {formatPhone(check.customerPhone)} · {texts.total}:{' '}
        {formatMoney(check.totalAmount)}
      </Typography>
      <Box component="section" aria-label={texts.items}>
        <Typography component="h3" variant="h6">
          {texts.items}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {check.items.map((item, i) => (
            <li key={i}>
              {item.quantity} × {item.name}
              {item.size ? ` (${item.size})` : ''}
              {item.prescriptionOnly && (
                <Chip size="small" label={texts.needsPrescription} sx={{ ml: 1 }} />
              )}
            </li>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-label={texts.file}>
        <Typography component="h3" variant="h6">
          {texts.file}
        </Typography>
        {check.kind === 'IMAGE' ? (
          <Stack spacing={1}>
            <Box
              component="img"
              src={check.fileUrl}
              alt={texts.imageAlt(check.orderNumber)}
              sx={{
                maxWidth: '100%',
                maxHeight: 640,
                objectFit: 'contain',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
            <Link href={check.fileUrl} target="_blank" rel="noopener">
              {texts.openFull}
            </Link>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button
              component="a"
              href={check.fileUrl}
              download
              variant="outlined"
              startIcon={<DownloadIcon />}
            >
              {texts.downloadPdf}
            </Button>
            <Typography variant="body2">{texts.pdfNote}</Typography>
          </Stack>
        )}
        <Typography variant="caption" color="text.secondary">
          {texts.viewAudited}
        </Typography>
      </Box>
      {check.reviewerName && check.reviewedAt && (
        <Typography>
          {texts.checkedBy(
            check.reviewerName,
            check.reviewerRegistration,
            formatDateTime(new Date(check.reviewedAt)),
          )}
          {check.rejectReason && (
            <>
              <br />
              {texts.rejectReason(check.rejectReason)}
            </>
          )}
        </Typography>
      )}
      {waiting && (
        <>
          <Divider />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ApproveForm
              orderNumber={check.orderNumber}
              registration={registration}
              onDone={onDone}
              onFailed={onFailed}
            />
            <RejectForm orderNumber={check.orderNumber} onDone={onDone} onFailed={onFailed} />
          </Box>
        </>
      )}
    </Paper>
  );
}
