/**
 * Hands a file made in the page to the browser as a download (a CSV, an export, a QR code): a link to
 * the file's object address, clicked once. The address is freed a while later, not at once: some
 * browsers (Safari) still read it after click() returns.
 */
export function downloadFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
