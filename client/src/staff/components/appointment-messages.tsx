import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppointmentMessages } from '../api/appointment-messages';
import { MessageList } from './message-list';
import { messageTexts as texts } from './message-texts';

function Panel({ reference }: { reference: string }) {
  const { data, loading, error, refetch } = useAppointmentMessages(reference);
  return (
    <MessageList
      messages={data?.appointmentMessages}
      loading={loading}
      error={error}
      onReload={() => void refetch()}
    />
  );
}

/** A booking's messages, behind a button: asked for only when the desk opens them. */
export function AppointmentMessages({ reference }: { reference: string }) {
  const [open, setOpen] = useState(false);
  const panelId = `messages-${reference}`;
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? texts.hide : texts.show}
      </Button>
      {open && (
        <Box id={panelId} role="region" aria-label={texts.panelFor(reference)} sx={{ pl: 1 }}>
          <Panel reference={reference} />
        </Box>
      )}
    </Box>
  );
}
