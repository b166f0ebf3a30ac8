import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { useMetaDescription } from '../../lib/page-head';
import { useCartProducts } from './api/cart-products';
import { useDeliveryAreas } from './api/delivery-areas';
import { usePlaceOrder } from './api/place-order';
import { changedBeyondNames, reconcile } from './cart';
import { checkoutKey, forgetCheckoutKey } from './checkout-key';
import { CheckoutForm } from './checkout-form';
import type { CheckoutValues } from './checkout-validation';
import { maxPerProductVar, setCart, useCart } from './cart-store';
import { savePlacedOrder } from './placed-order';
import { shopCatalogue } from './catalogue';

/** What /orders receives after a successful order, to show it at once. */
export interface PlacedOrderState {
  orderNumber: string;
  phone: string;
}

function EmptyCart() {
  const { _ } = useCatalogue(shopCatalogue);
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {_('shop.checkout.emptyTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{_('shop.checkout.empty')}</Typography>
      <Button component={RouterLink} to={paths.products} variant="contained" sx={{ minHeight: 48 }}>
        {_('shop.checkout.continue')}
      </Button>
    </Box>
  );
}

export function CheckoutPage() {
  const { _ } = useCatalogue(shopCatalogue);
  useMetaDescription(_('shop.checkout.description'));
  const navigate = useNavigate();
  const cart = useCart();
  const ids = cart.map((item) => item.id);
  const language = apiLanguage(useLocale());
  const { data, loading, refetch } = useCartProducts(ids, language);
  // Until the server's prices are in, no total is shown and nothing can be ordered.
  const checking = loading && !data;
  const [placeOrder] = usePlaceOrder();
  const deliveryAreas = useDeliveryAreas(cart.length === 0);
  // Unknown when they failed to load: the server still checks the PIN code.
  const areas = deliveryAreas.data?.deliveryAreas ?? (deliveryAreas.error ? null : undefined);
  const [changed, setChanged] = useState(false);
  const needsPrescription = Boolean(
    data?.productsByIds.some((product) => product?.prescriptionOnly && ids.includes(product.id)),
  );

  // Prices, names, existence and the cap on one product are the server's: repair the saved cart
  // to match them.
  const max = data?.orderLimits.maxPerProduct;
  const repaired = data ? reconcile(cart, data.productsByIds, max) : cart;
  if (repaired !== cart && !changed && changedBeyondNames(cart, repaired)) setChanged(true);
  useEffect(() => {
    if (repaired !== cart) setCart(repaired);
  }, [repaired, cart]);
  useEffect(() => {
    if (max !== undefined) maxPerProductVar(max);
  }, [max]);

  const submit = async (values: CheckoutValues) => {
    const pickup = values.deliveryMethod === 'PICKUP';
    const { data: placed } = await placeOrder({
      variables: {
        input: {
          items: repaired.map((item) => ({
            productId: item.id,
            quantity: item.quantity,
            variantId: item.variantId ?? null,
          })),
          customerName: values.name.trim(),
          customerEmail: values.email.trim() || null,
          customerPhone: values.phone,
          deliveryMethod: values.deliveryMethod,
          pinCode: pickup ? null : values.pinCode,
          // A pickup needs no address.
          shippingAddress: pickup ? '' : values.address.trim(),
          paymentMethod: values.paymentMethod,
          notes: [values.name.trim(), values.email.trim(), values.phone].filter(Boolean).join(', '),
          idempotencyKey: checkoutKey(),
          prescriptionToken: needsPrescription ? values.prescriptionToken : null,
          language,
        },
      },
    });
    // A placed order always comes with its number (only a lookup by phone alone leaves it out).
    const orderNumber = placed!.placeOrder.orderNumber ?? '';
    forgetCheckoutKey();
    savePlacedOrder({ ...placed!.placeOrder, phone: values.phone });
    await navigate(paths.orderPlaced);
    setCart([]);
    return {
      title: _('shop.checkout.successTitle'),
      description: _('shop.checkout.success', { orderNumber }),
      about: orderNumber,
    };
  };

  return (
    <PageContainer>
      <PageHeader
        title={_('shop.checkout.title')}
        intro={cart.length > 0 ? _('shop.checkout.intro') : undefined}
      />
      {cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {changed && <Alert severity="info">{_('shop.checkout.pricesChanged')}</Alert>}
          <CheckoutForm
            items={repaired}
            checking={checking}
            areas={areas}
            onSubmit={submit}
            needsPrescription={needsPrescription}
            // Stock or a product may have changed: show today's facts before the next try.
            onFailure={() => void refetch()}
          />
        </Box>
      )}
    </PageContainer>
  );
}
