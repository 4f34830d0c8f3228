import { reportError } from './error-capture';
/** A page's code that could not be loaded (docs/product.md 8); errorKey reads it as the page load time-out. */
export class ChunkLoadError extends Error {
  name = 'ChunkLoadError';
}

/** How many times a page chunk that failed to load is tried again before the page shows its error. */
export const CHUNK_RETRIES = 2;

/**
 * Tries a failed chunk import again: a second import() of the same URL may answer the
 * browser's remembered failure, so the retry asks for the URL the error names with a
 * cache-busting query never used before on the page (the hashed file is the same), else
 * repeats the import.
 */
// every retry of the page asks for a URL never asked before: a chunk given up on and tried again
// later (the network back) would otherwise repeat the URLs whose failures the browser remembers
let retryNumber = 0;

export async function importWithRetry<T>(load: () => Promise<T>, retries = CHUNK_RETRIES, pauseMs = 500): Promise<T> {
  let lastError = '';
  for (let attempt = 0; ; attempt++) {
    try {
      if (attempt === 0) return await load();
      const url = /https?:\/\/[^\s'"]+\.js/.exec(lastError)?.[0];
      return url ? ((await import(/* @vite-ignore */ `${url}?retry=${++retryNumber}`)) as T) : await load();
    } catch (error) {
      if (attempt >= retries) {
        reportError('chunk', error);
        throw error;
      }
      lastError = String(error);
      await new Promise((resolve) => setTimeout(resolve, pauseMs * (attempt + 1)));
    }
  }
}
