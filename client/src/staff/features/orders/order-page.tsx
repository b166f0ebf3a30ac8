import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPhone, telHref, whatsappHref } from '../../../lib/phone';
import { OrderMessages } from '../../components/order-messages';
import type { OrderStatus } from '../../graphql/__generated__/graphql';
import { errorCode, errorMessage } from '../../lib/staff-errors';
import { packingSlipPath, staffPaths } from '../../staff-paths';
import { useDeskOrder, type DeskOrder } from './api/desk-order';
import { useSetOrderStatus } from './api/set-order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { formatMoney, placedWhen, statusColours } from './order-format';
import { PaymentForm } from './payment-form';
import {
  collectionMethodTexts,
  orderActionTexts,
  orderStatusTexts,
  orderTexts as texts,
  paymentMethodTexts,
  prescriptionTexts,
} from './strings';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 1 }}>
    {children}
  </Typography>
);

/** The buttons of the statuses the server says may come next; cancel asks for a reason. */
function Actions({ order }: { order: DeskOrder }) {
  const [setStatus, { loading }] = useSetOrderStatus();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  if (order.nextStatuses.length === 0) {
    return done ? <Alert severity="success">{done}</Alert> : null;
  }

  const change = async (status: OrderStatus, reason?: string) => {
    setError(undefined);
    setDone(undefined);
    try {
      await setStatus({ variables: { orderNumber: order.orderNumber, status, reason } });
      setCancelling(false);
      setDone(texts.changed(orderStatusTexts[status]));
    } catch (failure) {
      setError(errorMessage(failure, texts.failed));
    }
  };

  return (
    <Stack spacing={1} component="section" aria-label={texts.actions}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {order.nextStatuses.map((status) =>
          status === 'CANCELLED' ? (
            <Button
              key={status}
              color="error"
              variant="outlined"
              sx={{ minHeight: 48 }}
              onClick={() => {
                setError(undefined);
                setCancelling(true);
              }}
            >
              {orderActionTexts[status]}
            </Button>
          ) : (
            <Button
              key={status}
              variant="contained"
              sx={{ minHeight: 48 }}
              disabled={loading}
              onClick={() => void change(status)}
            >
              {loading ? texts.saving : orderActionTexts[status]}
            </Button>
          ),
        )}
      </Stack>
      {!cancelling && error && <Alert severity="error">{error}</Alert>}
      {done && <Alert severity="success">{done}</Alert>}
      {cancelling && (
        <CancelOrderDialog
          orderNumber={order.orderNumber}
          error={error}
          onClose={() => setCancelling(false)}
          onCancel={(reason) => change('CANCELLED', reason)}
        />
      )}
    </Stack>
  );
}

function Payment({ order }: { order: DeskOrder }) {
  const { payment } = order;
  return (
    <Stack spacing={1}>
      <Heading>{texts.payment}</Heading>
      <Typography>{texts.paysBy(paymentMethodTexts[order.paymentMethod])}</Typography>
      {payment?.collectedAt &&
      payment.method &&
      payment.amount !== null &&
      payment.amount !== undefined ? (
        <>
          <Typography>
            {texts.paid(
              formatMoney(payment.amount),
              collectionMethodTexts[payment.method],
              payment.collectedBy ?? '',
              placedWhen(payment.collectedAt),
            )}
          </Typography>
          {payment.upiReference && (
            <Typography>{texts.upiReference(payment.upiReference)}</Typography>
          )}
        </>
      ) : payment ? (
        <Chip
          color="error"
          sx={{ alignSelf: 'flex-start' }}
          label={texts.owed(formatMoney(payment.amountDue))}
        />
      ) : (
        order.status !== 'CANCELLED' && <Typography>{texts.notDeliveredYet}</Typography>
      )}
      {(order.status === 'SHIPPED' || (order.status === 'DELIVERED' && !payment?.collectedAt)) && (
        <PaymentForm order={order} />
      )}
    </Stack>
  );
}

const invoicePath = (orderNumber: string, format: 'html' | 'pdf') =>
  `/staff/files/invoices/${encodeURIComponent(orderNumber)}/${format}`;

function OrderDetails({ order }: { order: DeskOrder }) {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.75rem' } }}>
          {order.orderNumber}
        </Typography>
        <Chip color={statusColours[order.status]} label={orderStatusTexts[order.status]} />
        {order.prescriptionStatus && (
          <Chip
            variant="outlined"
            color={order.prescriptionStatus === 'TO_CHECK' ? 'warning' : 'default'}
            label={prescriptionTexts[order.prescriptionStatus]}
          />
        )}
      </Stack>
      <Typography color="text.secondary">{texts.placed(placedWhen(order.createdAt))}</Typography>

      <Actions order={order} />
      <Link component={RouterLink} to={packingSlipPath(order.orderNumber)}>
        {texts.slip}
      </Link>
      {order.prescriptionStatus && (
        <Link
          component={RouterLink}
          to={`/staff/prescriptions/${encodeURIComponent(order.orderNumber)}`}
        >
          {texts.openPrescription}
        </Link>
      )}
      {order.status === 'DELIVERED' && (
        <Stack direction="row" spacing={2}>
          {/* Server pages, not console routes: the invoice prints on its own. */}
          <Link href={invoicePath(order.orderNumber, 'html')} target="_blank" rel="noopener">
            {texts.invoice}
          </Link>
          <Link href={invoicePath(order.orderNumber, 'pdf')}>{texts.invoicePdf}</Link>
        </Stack>
      )}

      <Heading>{texts.customer}</Heading>
      <Typography>{order.customerName}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          href={telHref(order.customerPhone)}
          variant="outlined"
          sx={{ minHeight: 48 }}
          aria-label={texts.call(order.customerName)}
        >
          {formatPhone(order.customerPhone)}
        </Button>
        <Button
          href={whatsappHref(order.customerPhone)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          sx={{ minHeight: 48 }}
          aria-label={texts.whatsapp(order.customerName)}
        >
          WhatsApp
        </Button>
      </Stack>

      <Heading>{texts.delivery}</Heading>
      <Typography>
        {order.deliveryMethod === 'PICKUP'
          ? texts.pickup
          : texts.homeDelivery(order.deliveryPin, order.sameDayDelivery)}
      </Typography>
      {order.deliveryMethod !== 'PICKUP' && (
        <Typography sx={{ whiteSpace: 'pre-line' }} aria-label={texts.address}>
          {order.shippingAddress}
        </Typography>
      )}
      {order.notes && (
        <Alert severity="info" icon={false}>
          <strong>{texts.notes}:</strong> {order.notes}
        </Alert>
      )}

      <Heading>{texts.items}</Heading>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {order.items.map((item, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              listStyle: 'none',
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              py: 0.5,
            }}
          >
            <span>
              {item.name}
              {item.size ? ` (${texts.size(item.size)})` : ''} {texts.quantity(item.quantity)}
            </span>
            <span>{formatMoney(item.lineTotal)}</span>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
        <span>{texts.itemsTotal}</span>
        <span>{formatMoney(order.itemsTotal)}</span>
        <span>{texts.deliveryFee}</span>
        <span>{formatMoney(order.deliveryFee)}</span>
        <strong>{texts.total}</strong>
        <strong>{formatMoney(order.totalAmount)}</strong>
      </Box>

      <Payment order={order} />

      <Heading>{texts.history}</Heading>
      <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
        {order.history.map((step, index) => (
          <li key={index}>
            <Typography>
              {texts.historyStep(
                orderStatusTexts[step.to],
                texts.placedBy[step.by] ?? step.by,
                placedWhen(step.at),
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.reason}
            </Typography>
          </li>
        ))}
      </Box>

      <OrderMessages orderNumber={order.orderNumber} />
    </Stack>
  );
}

/** One order's page: everything the pharmacist needs to pack, send and be paid for it. */
export default function OrderPage() {
  const { orderNumber = '' } = useParams();
  const { data, error, refetch } = useDeskOrder(orderNumber);
  const order = data?.deskOrder;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={staffPaths.orders}>
        {texts.back}
      </Link>
      {error && !order && (
        <Alert
          severity={errorCode(error) === 'NOT_FOUND' ? 'warning' : 'error'}
          action={
            errorCode(error) === 'NOT_FOUND' ? undefined : (
              <Button onClick={() => void refetch()}>{texts.retry}</Button>
            )
          }
        >
          {errorCode(error) === 'NOT_FOUND' ? texts.notFound : errorMessage(error, texts.failed)}
        </Alert>
      )}
      {!order && !error && (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
      {order && <OrderDetails order={order} />}
    </Stack>
  );
}
