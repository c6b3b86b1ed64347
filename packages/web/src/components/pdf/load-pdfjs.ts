import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdf.js, loaded on first use so it stays out of the main bundle. The legacy build: the modern one calls
 * browser APIs that only the newest browsers have (Map.prototype.getOrInsertComputed), and clients open
 * their documents on older phones too. The worker is emitted by Vite as its own file.
 */
type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  // A failed chunk load (a deploy in between) may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** pdf.js answers a protected file with a PasswordException: code 1 needs a password, 2 had a wrong one. */
export const passwordProblem = (error: unknown): 'needed' | 'incorrect' | null => {
  if (!(error instanceof Error) || error.name !== 'PasswordException') return null;
  return (error as Error & { code?: number }).code === 2 ? 'incorrect' : 'needed';
};
