import Bowser from 'bowser';

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';

export interface DeviceDescription {
  readonly device: DeviceType;
  /** "Chrome 131", "Safari 18" (a product name: not translated). */
  readonly browser: string;
  /** "macOS 15.1", "Android 14", "Windows 10". */
  readonly os: string;
}

const DEVICE_TYPES = new Set<DeviceType>(['desktop', 'mobile', 'tablet', 'tv']);
const major = (version: string | undefined) => version?.split('.').slice(0, 1).join('') ?? '';

/** What the sessions list and the new-device email say about a user agent (decision 0114). */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { device: 'unknown', browser: '—', os: '—' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type as DeviceType | undefined;
  const browser = [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return {
    device: type && DEVICE_TYPES.has(type) ? type : 'unknown',
    browser: browser || '—',
    os: os || '—',
  };
}
