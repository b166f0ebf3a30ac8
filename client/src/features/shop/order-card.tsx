import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatMoneyIn } from '../../lib/i18n/formats';
import { formatPhone } from '../../lib/phone';
import type { OrderCardData } from './api/order-lookup';
import { formatPlacedAt, statusColour, statusLabel } from './order-status';
import { LineItems, orderLines } from './line-items';
import { InvoiceButton } from './invoice/invoice-button';
import { OrderUpdatesButton } from './order-updates/order-updates-button';
import { ordersCatalogue } from './orders/catalogue';

/**
 * One order: time, status, item count and total; its number, address, customer and items only
 * when they were given (the order number unlocks them). Its lines carry the names the products
 * were sold under (English: an order line has no other), marked so on a Hindi page.
 */
export function OrderCard({ order }: { order: OrderCardData }) {
  const { _ } = useCatalogue(ordersCatalogue);
  const locale = useLocale();
  const status = statusLabel(order.status, _);
  const headingId = `order-${order.id}`;
  const placedId = `order-${order.id}-placed`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${headingId} ${placedId}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1, minWidth: 0 }}>
            {order.orderNumber
              ? _('order.number', { orderNumber: order.orderNumber })
              : _('order.unnumbered')}
          </Typography>
          <Chip
            label={status}
            color={statusColour(order.status)}
            aria-label={_('order.statusLabel', { status })}
          />
        </Box>
        <Typography id={placedId} variant="body2" color="text.secondary">
          {_('order.placed', formatPlacedAt(locale, order.createdAt))}
        </Typography>

        <Typography variant="body2">
          {_('order.payment', { method: _(`order.paymentMethods.${order.paymentMethod}`) })}
        </Typography>

        {/* A rejected prescription's reason is the cancel's reason: it is said once, below.
            The reason is the staff's own words, shown as they typed them. */}
        {order.cancelReason && order.prescriptionStatus !== 'REJECTED' && (
          <Typography variant="body2" role="note">
            {_('order.cancelReason', { reason: order.cancelReason })}
          </Typography>
        )}

        {order.detailsIncluded && (
          <>
            {order.shippingAddress && (
              <Box>
                <Typography variant="subtitle2" component="h4">
                  {_('order.shipTo')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{order.shippingAddress}</Typography>
              </Box>
            )}
            {order.customer && (
              <Box>
                <Typography variant="subtitle2" component="h4">
                  {_('order.customer')}
                </Typography>
                <Typography>
                  {[order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ')},{' '}
                  {formatPhone(order.customer.phone)}
                </Typography>
              </Box>
            )}
            <Box>
              <Typography variant="subtitle2" component="h4">
                {_('order.items')}
              </Typography>
              {/* Each line marks its stored (English) product name itself. */}
              <LineItems lines={orderLines(order.items)} />
            </Box>
            {order.prescriptionStatus && (
              <Alert severity={order.prescriptionStatus === 'REJECTED' ? 'warning' : 'info'}>
                {_(`order.prescription.${order.prescriptionStatus}`)}
                {order.prescriptionNote && (
                  <>
                    <br />
                    {_('order.prescriptionReason', { reason: order.prescriptionNote })}
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
          <Typography>{_('order.itemCount', { count: order.itemCount })}</Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {_('order.total', { amount: formatMoneyIn(locale, order.totalAmount) })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
