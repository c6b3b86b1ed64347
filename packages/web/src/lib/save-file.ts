/** The spec's cleanup delay for a download link (002 §9). */
const LINK_CLEANUP_MS = 500;
/** A blob's URL lives long enough for the browser to start writing the file. */
const BLOB_URL_MS = 60_000;

/** Starts a download of `url` as `fileName` through a temporary link. */
export function saveFromUrl(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  setTimeout(() => a.remove(), LINK_CLEANUP_MS);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveFromUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_MS);
}

/** The file name a Content-Disposition header gives (the UTF-8 form first), else `fallback`. */
export function zipNameFrom(disposition: string | null, fallback: string): string {
  if (disposition) {
    const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    if (encoded) {
      try {
        return decodeURIComponent(encoded);
      } catch {
        // Fall through to the plain name.
      }
    }
    const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
    if (plain) return plain;
  }
  return fallback.toLowerCase().endsWith('.zip') ? fallback : `${fallback}.zip`;
}
