import { useState } from 'react';
import Box from '@mui/material/Box';

export const PRODUCT_PLACEHOLDER = '/images/products/placeholder.svg';

interface ProductImageProps {
  src: string | null | undefined;
  alt?: string;
  size?: number;
}

/** A product picture in a reserved square (nothing jumps), the placeholder when missing or broken. */
export function ProductImage({ src, alt = '', size }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={!src || failed ? PRODUCT_PLACEHOLDER : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={size ?? 400}
      height={size ?? 400}
      onError={() => setFailed(true)}
      data-testid="product-image"
      sx={{
        display: 'block',
        width: size ?? '100%',
        height: size ?? 'auto',
        aspectRatio: '1 / 1',
        objectFit: 'contain',
        bgcolor: 'grey.50',
        borderRadius: 1,
        flexShrink: 0,
      }}
    />
  );
}
