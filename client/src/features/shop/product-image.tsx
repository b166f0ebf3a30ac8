import { useState } from 'react';
import Box from '@mui/material/Box';
import { productImageSources } from '../../lib/product-image-sources';

export const PRODUCT_PLACEHOLDER = '/images/products/placeholder.svg';

interface ProductImageProps {
  src: string | null | undefined;
  alt?: string;
  /** The alt text's language where it differs from the page's (an English name on a Hindi page). */
  lang?: string;
  size?: number;
}

/** A product picture in a reserved square (nothing jumps), the placeholder when missing or broken. */
export function ProductImage({ src, alt = '', lang, size }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const sources = !src || failed ? { src: PRODUCT_PLACEHOLDER } : productImageSources(src, size);
  return (
    <Box
      component="img"
      src={sources.src}
      srcSet={sources.srcSet}
      // A card is the grid's column: the whole phone width below 600 px, at most 400 px above.
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, no words
      sizes={sources.srcSet ? '(max-width: 600px) 100vw, 400px' : undefined}
      alt={alt}
      lang={alt ? lang : undefined}
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
