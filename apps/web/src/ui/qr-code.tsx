import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Skeleton } from './skeleton';

/**
 * A text as a QR code (the `qrcode` library, in the using page's chunk only), drawn as SVG and
 * shown as an image: an eSIM activation code, a two-factor `otpauth://` URI.
 */
export function QrCode({ code, label }: { readonly code: string; readonly label: string }) {
  const svg = useQuery({
    queryKey: ['qr-code', code],
    queryFn: () => QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    staleTime: Infinity,
  });
  if (!svg.data) return <Skeleton className="size-48" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
      alt={label}
      width={192}
      height={192}
      className="size-48 rounded-control border border-border bg-white"
    />
  );
}
