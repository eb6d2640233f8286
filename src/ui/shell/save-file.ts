/**
 * Saves what the page made or fetched as a file: a link to the bytes, clicked once, then let go. Nothing leaves the
 * device; the address is revoked after a minute, long after any browser has started the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
