import type { ApiFile } from './api-client';

/**
 * Hands a file the API sent (`callApiForFile`) to the browser's downloads, as a link with
 * `download` would: under the name the server gave it, else `fallbackName`.
 */
export function saveFile(file: ApiFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.filename ?? fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has read the blob once the click's download started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
