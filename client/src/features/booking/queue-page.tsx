import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Trans } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { useDocumentTitle, useMetaDescription, useNotFoundStatus } from '../../lib/page-head';
import { useQueue, useQueueDoctor } from './api/queue';
import { queueCatalogue } from './queue/catalogue';

export { preloadQueueWords } from './queue/catalogue';

/** No token yet. */
const NONE = '–';

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
        {token ?? NONE}
      </Typography>
    </Paper>
  );
}

/**
 * The page's header; its heading marks a doctor's name that has no version in the page's
 * language as English (`heading`), which a title string cannot.
 */
function QueueHeader({
  title,
  heading,
  intro,
}: {
  title: string;
  heading?: ReactNode;
  intro: string;
}) {
  useDocumentTitle(title);
  if (!heading) return <PageHeader title={title} intro={intro} />;
  return (
    <Box component="header" sx={{ mb: 3, maxWidth: '70ch' }}>
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {intro}
      </Typography>
    </Box>
  );
}

/**
 * A doctor's queue today for patients waiting outside: the token now with the doctor and the next
 * one, asked again every few seconds. Token numbers only: the page never names a patient.
 */
export function QueuePage() {
  const { _ } = useCatalogue(queueCatalogue);
  const locale = useLocale();
  useMetaDescription(_('queue.description'));
  const { doctorSlug = '' } = useParams();
  const { data, loading, error } = useQueue(doctorSlug);
  // The queue names the doctor in English; another language asks for the doctor's own name.
  const translated = useQueueDoctor(doctorSlug, apiLanguage(locale)).data?.doctor;
  const queue = data?.queue;
  const notFound = !loading && !error && data !== undefined && !queue;
  useNotFoundStatus(notFound);

  if (!queue) {
    return (
      <PageContainer>
        <PageHeader title={notFound ? _('queue.notFoundTitle') : _('queue.loadingTitle')} />
        {notFound && <Alert severity="info">{_('queue.notFound')}</Alert>}
        {error && <Alert severity="error">{_('queue.failed')}</Alert>}
      </PageContainer>
    );
  }
  const doctorName = translated?.name ?? queue.doctorName;
  const nameInEnglish = locale !== 'en' && (!translated || translated.inEnglish.includes('name'));
  return (
    <PageContainer>
      <QueueHeader
        title={_('queue.title', { doctor: doctorName })}
        heading={
          nameInEnglish ? (
            <Trans id="queue.title" values={{ doctor: <span lang="en">{doctorName}</span> }} />
          ) : undefined
        }
        intro={_('queue.intro')}
      />
      <Box aria-live="polite" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', maxWidth: 560 }}>
        <Token label={_('queue.nowSeeing')} token={queue.nowSeeing} />
        <Token label={_('queue.next')} token={queue.next} />
      </Box>
      {queue.nowSeeing == null && <Typography sx={{ mt: 2 }}>{_('queue.notStarted')}</Typography>}
      {queue.nowSeeing != null && queue.next == null && (
        <Typography sx={{ mt: 2 }}>{_('queue.empty')}</Typography>
      )}
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {_('queue.failed')}
        </Alert>
      )}
    </PageContainer>
  );
}
