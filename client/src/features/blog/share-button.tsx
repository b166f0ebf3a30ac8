import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { useToast } from '../../components/toast/toast-context';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { localePath } from '../../lib/i18n/locales';
import { blogCatalogue } from './catalogue';

/** The phone's own share sheet where there is one (WhatsApp is on it); else copies the link. */
export function ShareButton({
  title,
  path,
}: {
  title: string;
  /** e.g. /blog/slug: shared in the page's language (/hi/blog/slug on a Hindi page). */ path: string;
}) {
  const { _ } = useCatalogue(blogCatalogue);
  const locale = useLocale();
  const toast = useToast();

  const share = async () => {
    const url = new URL(localePath(locale, path), window.location.origin).href;
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
      toast.show({
        title: _('blog.post.linkCopied'),
        description: _('blog.post.linkCopiedDescription'),
      });
    } catch {
      toast.show({ title: _('blog.post.copyFailed'), description: url, variant: 'error' });
    }
  };

  return (
    <Button variant="outlined" startIcon={<ShareIcon aria-hidden />} onClick={() => void share()}>
      {_('blog.post.share')}
    </Button>
  );
}
