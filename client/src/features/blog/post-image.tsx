import { useState } from 'react';
import Box from '@mui/material/Box';

export const PLACEHOLDER_IMAGE = '/images/blog/default.svg';

interface PostImageProps {
  src: string | null;
  alt?: string;
  /** The hero image of an article loads first; card images wait until near the screen. */
  priority?: boolean;
}

/** A post's picture in a reserved 16:9 box (nothing jumps), the placeholder when missing or broken. */
export function PostImage({ src, alt = '', priority = false }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      width={640}
      height={360}
      onError={() => setFailed(true)}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        bgcolor: 'primary.light',
      }}
    />
  );
}
