import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Skeleton } from '@/ui/skeleton';

/**
 * The eSIM's activation code as a QR code (the `qrcode` library, in this page's chunk only). It
 * is drawn as SVG and shown as an image: a phone's camera scans it in Settings → Add eSIM.
 */
export function EsimQrCode({ code, label }: { readonly code: string; readonly label: string }) {
  const svg = useQuery({
    queryKey: ['esim-qr', code],
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
