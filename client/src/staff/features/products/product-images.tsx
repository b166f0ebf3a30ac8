import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductThumbnail } from './product-thumbnail';
import { uploadProductImage, UploadError } from './api/upload-product-image';
import { productFormTexts as texts } from './strings';

const MAX_BYTES = 5 * 1024 * 1024;

interface ProductImagesProps {
  productId: string;
  images: string[];
  /** Reordered or removed here: saved with the form. */
  onChange(images: string[]): void;
}

/**
 * A product's images: upload one (added to the product at once), make one the main image, or
 * remove one (both saved with the form).
 */
export function ProductImages({ productId, images, onChange }: ProductImagesProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(file: File) {
    setError(undefined);
    if (file.size > MAX_BYTES) {
      setError(texts.tooLarge);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadProductImage(productId, file);
      onChange(images.includes(uploaded.path) ? images : [...images, uploaded.path]);
    } catch (e) {
      setError(e instanceof UploadError ? e.message : texts.uploadFailed);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack component="section" aria-labelledby="product-images-title" spacing={1}>
      <Typography id="product-images-title" component="h2" variant="h6">
        {texts.images}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.imagesHelp} {texts.imagesSaveNote}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {images.length === 0 && <Typography>{texts.noImages}</Typography>}
      <Stack
        component="ul"
        direction="row"
        sx={{ p: 0, m: 0, listStyle: 'none', gap: 1, flexWrap: 'wrap' }}
      >
        {images.map((path, index) => (
          <Paper component="li" variant="outlined" key={path} sx={{ p: 1 }}>
            <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
              <ProductThumbnail path={path} size={96} />
              <Typography variant="caption">{texts.imageAlt(index + 1)}</Typography>
              {index > 0 && (
                <Button
                  size="small"
                  onClick={() => onChange([path, ...images.filter((image) => image !== path)])}
                >
                  {texts.makeMain}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                onClick={() => onChange(images.filter((image) => image !== path))}
              >
                {texts.removeImage}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Button component="label" variant="outlined" disabled={uploading} sx={{ alignSelf: 'start' }}>
        {uploading ? texts.uploading : texts.upload}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Button>
    </Stack>
  );
}
