import Box from '@mui/material/Box';
import { productImageSources } from '../../../lib/product-image-sources';

/** A product's main image in a reserved square, or an empty square when it has none. */
export function ProductThumbnail({ path, size = 48 }: { path: string | undefined; size?: number }) {
  const sources = path ? productImageSources(path, size) : null;
  return (
    <Box
      component={sources ? 'img' : 'span'}
      src={sources?.src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      sx={{
        display: 'block',
        width: size,
        height: size,
        objectFit: 'contain',
        bgcolor: 'grey.100',
        borderRadius: 1,
        flexShrink: 0,
      }}
    />
  );
}
