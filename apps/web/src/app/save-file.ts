/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has read the blob once the click's download started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
