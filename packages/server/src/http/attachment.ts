/**
 * A Content-Disposition value that downloads under `fileName`: an ASCII fallback for old clients and
 * the exact UTF-8 name (RFC 6266, RFC 5987), so no quote or newline in a name can break the header.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
