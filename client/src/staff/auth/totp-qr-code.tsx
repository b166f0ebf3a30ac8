import { QRCodeSVG } from 'qrcode.react';

/** The otpauth:// link as a QR code (its own chunk: only an enrolling admin downloads it). */
export function TotpQrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={200}
      marginSize={4}
      title={label}
      role="img"
      aria-label={label}
    />
  );
}
