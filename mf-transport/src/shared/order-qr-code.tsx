import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';

export interface OrderQrCodeProps {
  /** What the code holds: the order's address. */
  value: string;
  /** Its accessible name. */
  label: string;
  size?: number;
}

/**
 * The order's QR code as an inline SVG. qrcode loads with the first code shown (not with the list screen), and an
 * SVG prints sharp at any size and needs no canvas.
 */
export function OrderQrCode({ value, label, size = 120 }: OrderQrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then(
        (text) => live && setSvg(text),
        () => live && setSvg(null),
      );
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <Skeleton variant="rectangular" width={size} height={size} aria-hidden />;
  // The SVG comes from qrcode's own renderer over our URL: no user-written markup reaches the page.
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <Box component="img" src={src} alt={label} data-qr-value={value} sx={{ width: size, height: size, display: 'block' }} />;
}
