import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { fieldProps } from '../../../components/form/form';
import type { OrderStatus, PaymentMethod } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../lib/staff-errors';
import { orderPath, staffPaths } from '../../staff-paths';
import { useOrderBoard, type BoardOrder } from './api/order-board';
import { formatMoney, placedWhen, statusColours } from './order-format';
import {
  orderStatusTexts,
  ordersTexts as texts,
  paymentMethodTexts,
  prescriptionTexts,
} from './strings';

type Tab = OrderStatus | 'OWED';
const TABS: Tab[] = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'OWED'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const searchSchema = yup.object({
  search: yup
    .string()
    .trim()
    .required(texts.searchRequired)
    .test(
      'long-enough',
      texts.searchShort,
      (value) => !value || /\d/.test(value) || value.length >= 3,
    ),
});

/** One order as a row of the board: a link to its page. */
function OrderRow({ order, showStatus }: { order: BoardOrder; showStatus: boolean }) {
  return (
    <Box
      component="li"
      data-testid="board-order"
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack spacing={0.5}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Link
            component={RouterLink}
            to={orderPath(order.orderNumber)}
            sx={{ fontWeight: 600, minHeight: 48, display: 'inline-flex', alignItems: 'center' }}
          >
            {order.orderNumber}
          </Link>
          {showStatus && (
            <Chip
              size="small"
              color={statusColours[order.status]}
              label={orderStatusTexts[order.status]}
            />
          )}
          {order.prescriptionStatus && (
            <Chip
              size="small"
              variant="outlined"
              color={order.prescriptionStatus === 'TO_CHECK' ? 'warning' : 'default'}
              label={prescriptionTexts[order.prescriptionStatus]}
            />
          )}
          {order.owedAmount !== null && order.owedAmount !== undefined && (
            <Chip size="small" color="error" label={texts.owed(formatMoney(order.owedAmount))} />
          )}
        </Stack>
        <Typography>
          {order.customerName} · {texts.items(order.itemCount)} · {formatMoney(order.totalAmount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {placedWhen(order.createdAt)} · {paymentMethodTexts[order.paymentMethod]}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * The pharmacy desk's board: a tab per status with its count, what delivered orders still owe,
 * a search by order number, phone or name, and filters by day placed and payment method. The
 * tab, day, payment method and page live in the address; the search (a phone, a name) does not.
 */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState<string | null>(null);
  const tab = (TABS as string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'PENDING';
  const day = DATE.test(params.get('day') ?? '') ? params.get('day')! : null;
  const paymentMethod = (['COD', 'UPI_ON_DELIVERY'] as string[]).includes(params.get('pay') ?? '')
    ? (params.get('pay') as PaymentMethod)
    : null;
  const page = Math.max(1, Math.min(1000, Number(params.get('page')) || 1));

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const { data, error, refetch } = useOrderBoard({
    status: search || tab === 'OWED' ? null : tab,
    owed: !search && tab === 'OWED' ? true : null,
    search,
    day,
    paymentMethod,
    page,
  });
  const board = data?.orderBoard;
  const counts = board?.counts;
  const countOf: Record<Tab, number | null | undefined> = {
    PENDING: counts?.pending,
    PROCESSING: counts?.processing,
    SHIPPED: counts?.shipped,
    DELIVERED: counts?.delivered,
    CANCELLED: counts?.cancelled,
    OWED: board?.owed.count,
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
          {texts.title}
        </Typography>
        <Link component={RouterLink} to={staffPaths.collections}>
          {texts.collections}
        </Link>
      </Stack>

      {board && (
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {texts.owedSummary(board.owed.count, formatMoney(board.owed.total))}
        </Typography>
      )}

      <Formik
        initialValues={{ search: search ?? '' }}
        validationSchema={searchSchema}
        onSubmit={(values) => {
          setSearch(values.search.trim());
          set({ page: null });
        }}
      >
        {(form) => (
          <Form noValidate role="search">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                {...fieldProps(form, 'search')}
                onBlur={form.handleBlur}
                fullWidth
                size="small"
                label={texts.search}
                autoComplete="off"
              />
              <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
                {texts.find}
              </Button>
              {search && (
                <Button
                  sx={{ minHeight: 40 }}
                  onClick={() => {
                    setSearch(null);
                    form.resetForm({ values: { search: '' } });
                  }}
                >
                  {texts.clearSearch}
                </Button>
              )}
            </Stack>
          </Form>
        )}
      </Formik>

      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={texts.filters}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <TextField
          type="date"
          size="small"
          label={texts.day}
          value={day ?? ''}
          onChange={(event) => set({ day: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        />
        <TextField
          select
          size="small"
          label={texts.paymentMethod}
          value={paymentMethod ?? ''}
          onChange={(event) => set({ pay: event.target.value || null })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{texts.anyPayment}</MenuItem>
          <MenuItem value="COD">{paymentMethodTexts.COD}</MenuItem>
          <MenuItem value="UPI_ON_DELIVERY">{paymentMethodTexts.UPI_ON_DELIVERY}</MenuItem>
        </TextField>
      </Stack>

      {search ? (
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          {texts.searchResults(search)}
        </Typography>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, value: Tab) => set({ tab: value === 'PENDING' ? null : value })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={texts.tabs}
          >
            {TABS.map((status) => (
              <Tab
                key={status}
                value={status}
                label={texts.tabLabel(
                  status === 'OWED' ? texts.owedTab : orderStatusTexts[status],
                  countOf[status],
                )}
              />
            ))}
          </Tabs>
          {!day && (tab === 'DELIVERED' || tab === 'CANCELLED') && (
            <Typography variant="body2" color="text.secondary">
              {texts.finalCountsNote}
            </Typography>
          )}
        </>
      )}

      {error && (
        <Alert
          severity="error"
          action={<Button onClick={() => void refetch()}>{texts.retry}</Button>}
        >
          {errorMessage(error, texts.failed)}
        </Alert>
      )}
      {!board && !error && (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton variant="rounded" height={96} />
        </Box>
      )}
      {board && board.orders.length === 0 && (
        <Typography>{search ? texts.noneFound : texts.none}</Typography>
      )}
      {board && board.orders.length > 0 && (
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
          {board.orders.map((order) => (
            <OrderRow
              key={order.orderNumber}
              order={order}
              showStatus={Boolean(search) || tab === 'OWED'}
            />
          ))}
        </Stack>
      )}
      {board && (board.page > 1 || board.hasMore) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
          <Button disabled={board.page <= 1} onClick={() => set({ page: String(board.page - 1) })}>
            {texts.previous}
          </Button>
          <Typography>{texts.page(board.page)}</Typography>
          <Button disabled={!board.hasMore} onClick={() => set({ page: String(board.page + 1) })}>
            {texts.next}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
