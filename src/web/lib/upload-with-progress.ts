import { AppError } from '#shared/errors.ts';
import { appErrorFrom } from './app-fetch.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a file as the raw body of a PUT (or a POST, for a file that names no
 * row yet), reporting how much has been sent.
 * XMLHttpRequest, because fetch cannot report upload progress, and Chromium
 * streams a counted request body only over HTTP/2. Refusals arrive as
 * AppError with the server's words, as from the typed client.
 */
export function uploadWithProgress<Result>(input: {
  url: string;
  method?: 'PUT' | 'POST';
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(input.method ?? 'PUT', input.url);
    // The server takes the name from this header, percent-encoded (it may hold any character).
    request.setRequestHeader('X-File-Name', encodeURIComponent(input.file.name));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) input.onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as Result);
      else reject(appErrorFrom(request.status, body));
    });
    request.addEventListener('error', () => reject(new AppError('NETWORK')));
    request.addEventListener('abort', () => reject(new AppError('NETWORK')));
    request.send(input.file);
  });
}
