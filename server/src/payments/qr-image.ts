import QRCode from 'qrcode';

/**
 * The QR as a PNG data URL (the dialog shows it as an <img>). Error correction M and a 4-module quiet zone are
 * what banking apps scan reliably from a screen. 5 px modules make a VietQR bill ~245 px square; the PNG encoder's
 * cost grows with the pixel count (8 px took ~4× as long, and it runs on the server's event loop), so a screen
 * that wants it bigger scales it with `image-rendering: pixelated`.
 */
export function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 4, scale: 5, type: 'image/png' });
}
