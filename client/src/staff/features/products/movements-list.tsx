import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/dates';
import { deskDate } from '../../lib/desk-time';
import { errorMessage } from '../../lib/staff-errors';
import { useStockMovements } from './api/stock-movements';
import { stockTexts as texts } from './strings';

const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : String(quantity));

/** A product's stock movements, newest first: what moved, why, by whom and when. */
export function MovementsList({ productId }: { productId: string }) {
  const { data, error } = useStockMovements(productId);
  const movements = data?.stockMovements;
  return (
    <Stack component="section" aria-labelledby="movements-title" spacing={1}>
      <Typography id="movements-title" component="h2" variant="h6">
        {texts.movementsTitle}
      </Typography>
      {error && !movements && (
        <Alert severity="error">{errorMessage(error, texts.movementsFailed)}</Alert>
      )}
      {movements?.length === 0 && <Typography>{texts.movementsEmpty}</Typography>}
      <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {movements?.map((movement) => (
          <Paper
            component="li"
            variant="outlined"
            key={movement.id}
            data-testid="stock-movement"
            sx={{ p: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography
                sx={{ fontWeight: 700, minWidth: 48 }}
                color={movement.quantity < 0 ? 'error.main' : 'success.main'}
              >
                {signed(movement.quantity)}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{texts.kinds[movement.kind]}</Typography>
              {movement.size && <Typography>{`${texts.size} ${movement.size}`}</Typography>}
              {movement.orderNumber && <Typography>{texts.order(movement.orderNumber)}</Typography>}
              {movement.batchNumber && movement.expiryDate && (
                <Typography>
                  {texts.batch(movement.batchNumber, deskDate(movement.expiryDate))}
                </Typography>
              )}
              {movement.reason && <Typography>{movement.reason}</Typography>}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(new Date(movement.at))} {texts.by(movement.by)}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
