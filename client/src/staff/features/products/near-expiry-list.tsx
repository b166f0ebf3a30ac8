import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { staffProductPath } from '../../staff-paths';
import { useNearExpiryBatches } from './api/near-expiry-batches';
import { productsTexts as texts } from './strings';

/** Batches still on the shelf whose expiry is near (or past), soonest first. */
export function NearExpiryList() {
  const { data, error } = useNearExpiryBatches(false);
  const batches = data?.nearExpiryBatches;
  return (
    <Stack component="section" aria-labelledby="near-expiry-title" spacing={1}>
      <Typography id="near-expiry-title" component="h2" variant="h6">
        {texts.batchesTitle}
      </Typography>
      {error && <Alert severity="error">{errorMessage(error, texts.loadFailed)}</Alert>}
      {batches?.length === 0 && <Typography>{texts.batchesEmpty}</Typography>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {batches?.map((batch) => (
          <Paper
            component="li"
            variant="outlined"
            key={`${batch.productId}-${batch.batchNumber}-${batch.size ?? ''}`}
            sx={{ p: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={staffProductPath(String(batch.productId))}>
                {batch.productName}
              </Link>
              <Typography>{texts.batch(batch.batchNumber, batch.size ?? null)}</Typography>
              <Chip
                size="small"
                color={batch.expired ? 'error' : 'warning'}
                label={batch.expired ? texts.expired : texts.expires(deskDate(batch.expiryDate))}
              />
              <Typography color="text.secondary">
                {texts.batchLeft(batch.remaining, batch.received)}
              </Typography>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
