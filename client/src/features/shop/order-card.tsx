import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../lib/money';
import { formatPhone } from '../../lib/phone';
import type { OrderCardData } from './api/order-lookup';
import { formatPlacedAt, statusColour, statusLabel } from './order-status';
import { LineItems, orderLines } from './line-items';
import { InvoiceButton } from './invoice/invoice-button';
import { OrderUpdatesButton } from './order-updates/order-updates-button';
import { prescriptionTexts } from './prescription/strings';
import { shopTexts } from './strings';

/**
 * One order: time, status, item count and total; its number, address, customer and items only
 * when they were given (the order number unlocks them).
 */
export function OrderCard({ order }: { order: OrderCardData }) {
  const texts = shopTexts.order;
  const headingId = `order-${order.id}`;
  const placedId = `order-${order.id}-placed`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${headingId} ${placedId}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1, minWidth: 0 }}>
            {order.orderNumber ? texts.number(order.orderNumber) : texts.unnumbered}
          </Typography>
          <Chip
            label={statusLabel(order.status)}
            color={statusColour(order.status)}
            aria-label={`${texts.status}: ${statusLabel(order.status)}`}
          />
        </Box>
        <Typography id={placedId} variant="body2" color="text.secondary">
          {texts.placed(formatPlacedAt(order.createdAt))}
        </Typography>

        <Typography variant="body2">
          {shopTexts.payment.line(shopTexts.payment.methods[order.paymentMethod])}
        </Typography>

        {/* A rejected prescription's reason is the cancel's reason: it is said once, below. */}
        {order.cancelReason && order.prescriptionStatus !== 'REJECTED' && (
          <Typography variant="body2" role="note">
            {texts.cancelReason(order.cancelReason)}
          </Typography>
        )}

        {order.detailsIncluded && (
          <>
            {order.shippingAddress && (
              <Box>
                <Typography variant="subtitle2" component="h4">
                  {texts.shipTo}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{order.shippingAddress}</Typography>
              </Box>
            )}
            {order.customer && (
              <Box>
                <Typography variant="subtitle2" component="h4">
                  {texts.customer}
                </Typography>
                <Typography>
                  {[order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ')},{' '}
                  {formatPhone(order.customer.phone)}
                </Typography>
              </Box>
            )}
            <Box>
              <Typography variant="subtitle2" component="h4">
                {texts.items}
              </Typography>
              <LineItems lines={orderLines(order.items)} />
            </Box>
            {order.prescriptionStatus && (
              <Alert severity={order.prescriptionStatus === 'REJECTED' ? 'warning' : 'info'}>
                {prescriptionTexts.status[order.prescriptionStatus]}
                {order.prescriptionNote && (
                  <>
                    <br />
                    {prescriptionTexts.rejectedReason(order.prescriptionNote)}
                  </>
                )}
              </Alert>
            )}
            {order.invoiceNumber && order.orderNumber && order.customer && (
              <InvoiceButton
                phone={order.customer.phone}
                orderNumber={order.orderNumber}
                serial={order.invoiceNumber}
              />
            )}
            {/* The link in every order message opens this page: the opt-out lives here. */}
            {order.orderNumber && order.customer && (
              <OrderUpdatesButton phone={order.customer.phone} orderNumber={order.orderNumber} />
            )}
          </>
        )}

        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            borderTop: 1,
            borderColor: 'divider',
            pt: 1,
          }}
        >
          <Typography>{texts.itemCount(order.itemCount)}</Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {texts.total}: {formatMoney(order.totalAmount)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
