import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOrderMessages } from '../api/order-messages';
import { MessageList } from './message-list';
import { messageTexts as texts } from './message-texts';

/** An order's messages on its page: what the patient was told and whether it arrived. */
export function OrderMessages({ orderNumber }: { orderNumber: string }) {
  const { data, loading, error, refetch } = useOrderMessages(orderNumber);
  return (
    <Stack component="section" aria-label={texts.heading} spacing={0.5}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 1 }}>
        {texts.heading}
      </Typography>
      <MessageList
        messages={data?.orderMessages}
        loading={loading}
        error={error}
        onReload={() => void refetch()}
      />
    </Stack>
  );
}
