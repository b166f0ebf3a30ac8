import { useState } from 'react';
import Box from '@mui/material/Box';

export const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

interface ContentImageProps {
  src: string;
  /** Empty for decorative illustrations next to a heading that says the same. */
  alt: string;
  width: number;
  height: number;
  /** Below the fold: let the browser wait until it is near. */
  lazy?: boolean;
}

/** An illustration with its space reserved (no layout shift) and a placeholder if it fails. */
export function ContentImage({ src, alt, width, height, lazy = true }: ContentImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` }}
    />
  );
}
