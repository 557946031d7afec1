/**
 * The apps to download, per device (decision 0053): a small table, since no download API exists.
 * The paths are the public site's download pages (`downloadHref`: the marketing site, else the
 * install guide; decision 0133).
 */
export const DEVICES = [
  { id: 'windows', path: '/download/windows' },
  { id: 'mac', path: '/download/mac' },
  { id: 'ios', path: '/download/ios' },
  { id: 'android', path: '/download/android' },
  { id: 'linux', path: '/download/linux' },
  { id: 'router', path: '/download/router' },
  { id: 'browser', path: '/download/browser-extension' },
] as const;

export type DeviceId = (typeof DEVICES)[number]['id'];
