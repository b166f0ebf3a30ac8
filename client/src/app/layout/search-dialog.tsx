import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { layoutTexts } from '../strings';

const texts = layoutTexts.search;

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Site search overlay. Real results arrive with the search issue; until then it says so. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const titleId = useId();
  const [query, setQuery] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={texts.field}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          margin="dense"
        />
        {query.trim() && (
          <Alert severity="info" sx={{ mt: 2 }} role="status">
            {texts.comingSoon}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
