import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateStepper } from '../../components/date-stepper';
import { clinicDateKey, deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { useCollectionReport } from './api/collection-report';
import { formatMoney } from './order-format';
import { collectionMethodTexts, collectionsTexts as texts } from './strings';

const cell = { py: 1, pr: 1, borderBottom: 1, borderColor: 'divider' } as const;

/** A clinic day's payments, by who took them and how, with the totals to count the till by. */
export default function CollectionsPage() {
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? params.get('date')!
    : clinicDateKey();
  const { data, error, refetch } = useCollectionReport(date);
  const report = data?.collectionReport;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <DateStepper
        value={date}
        label={texts.date}
        onChange={(next) => setParams(next === clinicDateKey() ? {} : { date: next })}
        texts={{ previous: texts.previousDay, next: texts.nextDay, today: texts.today }}
      />
      <Typography>{deskDate(date)}</Typography>
      {error && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.failed)}
        </Alert>
      )}
      {!report && !error && (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={120} />
        </Box>
      )}
      {report && report.count === 0 && <Typography>{texts.none}</Typography>}
      {report && report.count > 0 && (
        <>
          <Typography role="status" sx={{ fontWeight: 700 }}>
            {texts.dayTotal(report.count, formatMoney(report.total))}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <Box component="th" sx={{ ...cell, textAlign: 'left' }}>
                    {texts.staff}
                  </Box>
                  <Box component="th" sx={{ ...cell, textAlign: 'left' }}>
                    {texts.method}
                  </Box>
                  <Box component="th" sx={{ ...cell, textAlign: 'right' }}>
                    {texts.total}
                  </Box>
                </tr>
              </thead>
              <tbody>
                {report.lines.map((line) => (
                  <tr key={`${line.collectedBy}-${line.method}`}>
                    <Box component="td" sx={cell}>
                      {line.collectedBy}
                    </Box>
                    <Box component="td" sx={cell}>
                      {collectionMethodTexts[line.method]}
                    </Box>
                    <Box component="td" sx={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {formatMoney(line.total)}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        {texts.payments(line.count)}
                      </Box>
                    </Box>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            {texts.byMethod}
          </Typography>
          <Box component="ul" aria-label={texts.byMethod} sx={{ m: 0, pl: 2.5 }}>
            {report.byMethod.map((total) => (
              <li key={total.method}>
                {collectionMethodTexts[total.method]}: {formatMoney(total.total)} ({total.count})
              </li>
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}
