import { useState } from 'react';
import Box from '@mui/material/Box';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';

const LOGO_SRC = '/images/logo.png';
const SIZE = 40;

/** The clinic's logo; a neutral icon takes its place when the image cannot be loaded. */
export function Logo() {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <LocalHospitalIcon
        data-testid="logo-fallback"
        aria-hidden
        color="primary"
        sx={{ width: SIZE, height: SIZE }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={LOGO_SRC}
      alt=""
      width={SIZE}
      height={SIZE}
      onError={() => setFailed(true)}
      sx={{ display: 'block', objectFit: 'contain' }}
    />
  );
}
