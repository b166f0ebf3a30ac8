import Typography from '@mui/material/Typography';
import { ordersTexts as texts } from './strings';

/** The pharmacy role exists now; its desk (orders, stock) is the next issue's. */
export default function OrdersPage() {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {texts.title}
      </Typography>
      <Typography sx={{ mt: 2 }}>{texts.comesNext}</Typography>
    </>
  );
}
