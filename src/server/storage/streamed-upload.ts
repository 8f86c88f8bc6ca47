import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeStream, type ReadableStreamWithFileType } from 'file-type/node';
import { AppError } from '#shared/errors.ts';
import type { FileStore } from './file-store.ts';

/** What one kind of upload accepts (worksheets, library resources). */
export type UploadRules = {
  /** Extension → the content types its bytes may really have; the first is the one stored. */
  acceptedTypes: Readonly<Record<string, readonly string[]>>;
  maxBytes: number;
  tooLargeMessage: string;
  /** Words for a file that is not one of the accepted kinds. */
  unsupportedMessage: string;
  /** The name kept when the one sent cleans down to nothing. */
  fallbackName: string;
};

export type ReceivedUpload = {
  fileKey: string;
  fileName: string;
  contentType: string;
  fileSize: number;
};

class UploadTooLargeError extends Error {}

/** The request body failed before its end: the connection broke, or the client gave up. */
export const uploadInterrupted = () =>
  new AppError('VALIDATION_FAILED', {
    title: 'Upload Interrupted',
    userMessage: 'The upload did not finish. Please check your connection and try again.',
  });

/** Passes bytes through, failing the stream once more than `limit` have gone by. */
function limitBytes(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new UploadTooLargeError() : null, chunk);
    },
  });
}

/**
 * The name as it is shown and offered for download: the last path segment
 * only (a browser or a script may send a full path), with control, format and
 * other unusual characters replaced. The stored key never uses it.
 */
export function cleanFileName(raw: string, fallbackName: string): string {
  const base = path.posix.basename(raw.normalize('NFC').replace(/\\/g, '/'));
  const cleaned = base.replace(/[^\p{L}\p{N}._\- ()]/gu, '_').trim();
  return cleaned.slice(-150) || fallbackName;
}

/**
 * Streams an upload into the file store without holding it in memory: the
 * name's extension must be accepted, the first bytes must really be that kind
 * of file, and the stream is cut off past the size limit (at once when the
 * declared length is already over it). A refused or failed upload leaves
 * nothing in the store.
 */
export async function receiveUpload(input: {
  body: ReadableStream<Uint8Array> | null;
  fileName: string;
  declaredLength: number | undefined;
  rules: UploadRules;
  fileStore: FileStore;
  /** The key to store the file at, given its extension (with the dot). */
  keyFor: (extension: string) => string;
}): Promise<ReceivedUpload> {
  const { rules } = input;
  const unsupported = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', {
      title: 'Unsupported File',
      userMessage: rules.unsupportedMessage,
    });
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', {
      title: 'File Too Large',
      userMessage: rules.tooLargeMessage,
    });

  const fileName = cleanFileName(input.fileName, rules.fallbackName);
  const extension = path.extname(fileName).toLowerCase();
  const acceptedTypes = Object.hasOwn(rules.acceptedTypes, extension)
    ? rules.acceptedTypes[extension]
    : undefined;
  if (!acceptedTypes) throw unsupported();
  if (input.declaredLength !== undefined && input.declaredLength > rules.maxBytes) throw tooLarge();
  if (!input.body)
    throw new AppError('VALIDATION_FAILED', {
      title: 'File Required',
      userMessage: 'The file was empty.',
    });

  let size = 0;
  let interrupted = false;
  const source = Readable.fromWeb(input.body as WebReadableStream<Uint8Array>).once(
    'error',
    () => (interrupted = true),
  );
  // pipeline, not pipe: an error of the request body (the connection broke) must reach the
  // readers below as an error, not escape as an uncaught exception that ends the process.
  const counted = pipeline(source, limitBytes(rules.maxBytes), () => undefined).on(
    'data',
    (chunk: Buffer) => (size += chunk.length),
  );
  const refusalFor = (error: unknown) => {
    if (error instanceof UploadTooLargeError) return tooLarge();
    return interrupted ? uploadInterrupted() : error;
  };
  let sniffed: ReadableStreamWithFileType;
  try {
    sniffed = await fileTypeStream(counted, { sampleSize: 4100 });
  } catch (error) {
    counted.destroy();
    throw refusalFor(error);
  }
  const detectedType = sniffed.fileType?.mime;
  if (!detectedType || !acceptedTypes.includes(detectedType)) {
    counted.destroy();
    throw unsupported();
  }

  const contentType = acceptedTypes[0]!;
  const fileKey = input.keyFor(extension);
  try {
    await input.fileStore.put(fileKey, sniffed, contentType);
  } catch (error) {
    throw refusalFor(error);
  }
  return { fileKey, fileName, contentType, fileSize: size };
}
