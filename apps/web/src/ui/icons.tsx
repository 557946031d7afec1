import { createElement, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';

interface IconProps {
  readonly className?: string;
}

/**
 * The one icon set of the app (storefront, portal, back office): a decorative 24 × 24 outline
 * icon; the text beside it always says what it means. Unused icons are left out of each chunk.
 * 20 px unless the caller's classes give a size (with both, the stylesheet's order would win).
 */
function Icon({ className, children }: IconProps & { readonly children?: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx(/(^|\s)size-/.test(className ?? '') ? null : 'size-5', 'shrink-0', className)}
    >
      {children}
    </svg>
  );
}

/** An icon of the set from its shapes (paths, circles, rects on the 24 × 24 grid). */
const icon =
  (...shapes: ReactElement[]) =>
  (p: IconProps) =>
    createElement(Icon, p, ...shapes);
/** The ring that round icons (status, info, clock, globe) are drawn in. */
const RING = <circle cx="12" cy="12" r="9" />;

export const ChatIcon = icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const GlobeIcon = icon(
  RING,
  <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
);
export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, <path d="M4 21a8 8 0 0 1 16 0" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const CheckCircleIcon = icon(RING, <path d="m8 12 3 3 5-6" />);
export const SparkleIcon = icon(
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />,
);
export const AlertTriangleIcon = icon(
  <path d="M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
  <path d="M12 9v4M12 17h.01" />,
);
export const ClockIcon = icon(RING, <path d="M12 7v5l3 2" />);
export const XCircleIcon = icon(RING, <path d="m9 9 6 6M15 9l-6 6" />);
export const BanIcon = icon(RING, <path d="m5.7 5.7 12.6 12.6" />);
export const ShieldOffIcon = icon(
  <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />,
  <path d="m9 9 6 6M15 9l-6 6" />,
);
export const DownloadIcon = icon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const LockIcon = icon(
  <rect x="5" y="11" width="14" height="10" rx="2" />,
  <path d="M8 11V7a4 4 0 0 1 8 0v4" />,
);
export const DeviceIcon = icon(
  <rect x="3" y="4" width="18" height="12" rx="2" />,
  <path d="M8 20h8M12 16v4" />,
);
export const CheckIcon = icon(<path d="m5 12 5 5 9-10" />);
export const DashIcon = icon(<path d="M7 12h10" />);
export const ShieldIcon = icon(
  <path d="M12 3 5 6v6c0 4.2 3 7.8 7 9 4-1.2 7-4.8 7-9V6l-7-3Z" />,
  <path d="m9 12 2 2 4-4" />,
);
export const CopyIcon = icon(
  <rect x="9" y="9" width="11" height="11" rx="2" />,
  <path d="M5 15V5a2 2 0 0 1 2-2h8" />,
);
export const GiftIcon = icon(
  <rect x="3" y="8" width="18" height="4" rx="1" />,
  <path d="M12 8v13M5 12v9h14v-9M12 8S10.5 3 8 4s0 4 4 4Zm0 0s1.5-5 4-4 0 4-4 4Z" />,
);
export const InfoIcon = icon(RING, <path d="M12 11v5M12 8h.01" />);
/** Beside every error, so an error is never told by colour alone (a smaller size, on the text's first line). */
export const ErrorIcon = ({ className }: IconProps) => (
  <Icon className={cx('mt-0.5 size-4', className)}>
    {RING}
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
);
