import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { useNotFoundStatus } from '../../lib/page-head';
import { useQueue } from './api/queue';
import { queueTexts as texts } from './queue-strings';

function Token({ label, token }: { label: string; token: number | null | undefined }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 3, flex: 1 }}>
      <Typography component="h2" variant="h3" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 700, lineHeight: 1.1, color: 'primary.dark' }}
      >
        {token ?? texts.none}
      </Typography>
    </Paper>
  );
}

/**
 * A doctor's queue today for patients waiting outside: the token now with the doctor and the next
 * one, asked again every few seconds. Token numbers only: the page never names a patient.
 */
export function QueuePage() {
  const { doctorSlug = '' } = useParams();
  const { data, loading, error } = useQueue(doctorSlug);
  const queue = data?.queue;
  const notFound = !loading && !error && data !== undefined && !queue;
  useNotFoundStatus(notFound);

  if (!queue) {
    return (
      <PageContainer>
        <PageHeader title={notFound ? texts.notFoundTitle : texts.loadingTitle} />
        {notFound && <Alert severity="info">{texts.notFound}</Alert>}
        {error && <Alert severity="error">{texts.failed}</Alert>}
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={texts.title(queue.doctorName)} intro={texts.intro} />
      <Box aria-live="polite" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', maxWidth: 560 }}>
        <Token label={texts.nowSeeing} token={queue.nowSeeing} />
        <Token label={texts.next} token={queue.next} />
      </Box>
      {queue.nowSeeing == null && <Typography sx={{ mt: 2 }}>{texts.notStarted}</Typography>}
      {queue.nowSeeing != null && queue.next == null && (
        <Typography sx={{ mt: 2 }}>{texts.empty}</Typography>
      )}
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {texts.failed}
        </Alert>
      )}
    </PageContainer>
  );
}
