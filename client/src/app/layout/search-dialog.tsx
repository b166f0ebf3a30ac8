import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SearchPanel } from '../../features/search/search-panel';
import { useLingui } from '@lingui/react';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Site search overlay: Escape or Close shuts it; choosing a result shuts it and navigates. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const titleId = useId();
  const { _ } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{_('search.title')}</DialogTitle>
      <DialogContent>
        <SearchPanel onNavigate={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{_('search.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
