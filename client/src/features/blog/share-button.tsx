import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { useToast } from '../../components/toast/toast-context';
import { blogTexts } from './strings';

const texts = blogTexts.post;

/** The phone's own share sheet where there is one (WhatsApp is on it); else copies the link. */
export function ShareButton({
  title,
  path,
}: {
  title: string;
  /** e.g. /blog/slug */ path: string;
}) {
  const toast = useToast();

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The patient closed the share sheet: nothing went wrong.
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ title: texts.linkCopied, description: texts.linkCopiedDescription });
    } catch {
      toast.show({ title: texts.copyFailed, description: url, variant: 'error' });
    }
  };

  return (
    <Button variant="outlined" startIcon={<ShareIcon aria-hidden />} onClick={() => void share()}>
      {texts.share}
    </Button>
  );
}
