import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlogUploadError, uploadBlogImage } from './api/upload-blog-image';
import { postFormTexts as texts } from './strings';

const MAX_BYTES = 5 * 1024 * 1024;

/** Picks an image, uploads it, and hands its path on; says why when refused. */
function useUpload(onUploaded: (path: string) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  async function upload(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    if (file.size > MAX_BYTES) {
      setError(texts.tooLarge);
      return;
    }
    setUploading(true);
    try {
      onUploaded((await uploadBlogImage(file)).path);
    } catch (e) {
      setError(e instanceof BlogUploadError ? e.message : texts.uploadFailed);
    } finally {
      setUploading(false);
    }
  }
  return { uploading, error, upload };
}

function PickButton({
  label,
  uploading,
  onPick,
}: {
  label: string;
  uploading: boolean;
  onPick(file: File | undefined): void;
}) {
  return (
    <Button component="label" variant="outlined" disabled={uploading}>
      {uploading ? texts.uploading : label}
      <input
        hidden
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );
}

/** The post's cover: upload one, or remove it (saved with the form). */
export function CoverImage({ image, onChange }: { image: string; onChange(path: string): void }) {
  const { uploading, error, upload } = useUpload(onChange);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {texts.cover}
      </Typography>
      {image ? (
        <Box
          component="img"
          src={image}
          alt=""
          sx={{ maxWidth: 320, width: '100%', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">{texts.coverNone}</Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <PickButton label={texts.uploadCover} uploading={uploading} onPick={upload} />
        {image && <Button onClick={() => onChange('')}>{texts.removeCover}</Button>}
      </Stack>
    </Stack>
  );
}

/** Uploads an image and hands on its Markdown, to be added to the body. */
export function InsertImage({ onInsert }: { onInsert(markdown: string): void }) {
  const { uploading, error, upload } = useUpload((path) => onInsert(`![](${path})`));
  return (
    <Stack spacing={1} sx={{ alignItems: 'start' }}>
      <PickButton label={texts.insertImage} uploading={uploading} onPick={upload} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
