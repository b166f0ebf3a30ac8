import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { formatPhone } from '../../../lib/phone';
import { errorMessage } from '../../lib/staff-errors';
import { orderPath } from '../../staff-paths';
import { useDeskOrder } from './api/desk-order';
import { formatMoney, placedWhen } from './order-format';
import { orderTexts, paymentMethodTexts, slipTexts as texts } from './strings';

/**
 * What printing keeps: the slip alone, black on white, on an A5 sheet (or a receipt roll, whose
 * printer scales it): no console frame, no buttons.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A5', margin: '10mm' },
        'header, nav, .no-print': { display: 'none !important' },
        main: { padding: '0 !important' },
        body: { background: '#fff', color: '#000' },
        '.packing-slip': { border: 'none !important', maxWidth: 'none !important' },
      },
    }}
  />
);

/** The slip packed with an order: items, quantities, where it goes, and its number as a QR code. */
export default function PackingSlipPage() {
  const { orderNumber = '' } = useParams();
  const { data, error, refetch } = useDeskOrder(orderNumber);
  const order = data?.deskOrder;
  return (
    <Stack spacing={2}>
      {printStyles}
      <Stack direction="row" spacing={2} className="no-print" sx={{ alignItems: 'center' }}>
        <Link component={RouterLink} to={orderPath(orderNumber)}>
          {texts.back}
        </Link>
        {order && (
          <Button variant="contained" onClick={() => window.print()} sx={{ minHeight: 48 }}>
            {texts.print}
          </Button>
        )}
      </Stack>
      {error && !order && (
        <Alert
          severity="error"
          className="no-print"
          action={<Button onClick={() => void refetch()}>{orderTexts.retry}</Button>}
        >
          {errorMessage(error, orderTexts.failed)}
        </Alert>
      )}
      {!order && !error && (
        <Box role="status" aria-label={orderTexts.loading}>
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
      {order && (
        <Box
          component="article"
          className="packing-slip"
          aria-label={texts.title(order.orderNumber)}
          sx={{ border: 1, borderColor: 'divider', p: 2, maxWidth: 560, bgcolor: '#fff' }}
        >
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography variant="h1" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
                {order.orderNumber}
              </Typography>
              <Typography variant="body2">{placedWhen(order.createdAt)}</Typography>
            </div>
            <QRCodeSVG
              value={order.orderNumber}
              size={112}
              marginSize={2}
              title={texts.qr(order.orderNumber)}
              role="img"
              aria-label={texts.qr(order.orderNumber)}
            />
          </Stack>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', my: 2 }}>
            <thead>
              <tr>
                <Box component="th" sx={{ textAlign: 'left', borderBottom: 1 }}>
                  {texts.item}
                </Box>
                <Box component="th" sx={{ textAlign: 'right', borderBottom: 1, width: 48 }}>
                  {texts.quantity}
                </Box>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={index}>
                  <Box component="td" sx={{ py: 0.5 }}>
                    {item.name}
                    {item.size ? ` (${orderTexts.size(item.size)})` : ''}
                  </Box>
                  <Box component="td" sx={{ textAlign: 'right', fontWeight: 700 }}>
                    {item.quantity}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
          <Typography variant="subtitle2">
            {order.deliveryMethod === 'PICKUP' ? texts.pickup : texts.deliverTo}
          </Typography>
          <Typography>{order.customerName}</Typography>
          {order.deliveryMethod !== 'PICKUP' && (
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              {order.shippingAddress}
              {order.deliveryPin ? ` ${order.deliveryPin}` : ''}
            </Typography>
          )}
          <Typography>
            {texts.phone}: {formatPhone(order.customerPhone)}
          </Typography>
          {order.notes && (
            <Typography sx={{ mt: 1 }}>
              {texts.notes}: {order.notes}
            </Typography>
          )}
          <Typography sx={{ mt: 1, fontWeight: 700 }}>
            {texts.payment(paymentMethodTexts[order.paymentMethod], formatMoney(order.totalAmount))}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
