import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeStream, type ReadableStreamWithFileType } from 'file-type/node';
import { AppError } from '#shared/errors.ts';
import { MAX_UPLOAD_BYTES, worksheetContentTypes } from '#shared/journey-limits.ts';
import type { FileStore } from '../../storage/file-store.ts';

const unsupportedType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    title: 'Unsupported File',
    userMessage: 'Please upload a PDF, Word document (.doc, .docx), or JPG/PNG image.',
  });

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    title: 'File Too Large',
    userMessage: 'File size must be less than 50MB',
  });

class UploadTooLargeError extends Error {}

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

export function cleanFileName(raw: string): string {
  const base = path
    .basename(raw.replace(/\\/g, '/'))
    .replace(/[^\w.\- ()]/g, '_')
    .trim();
  return base.slice(-150) || 'worksheet';
}

/**
 * Streams a worksheet into the file store without holding it in memory:
 * the name's extension must be accepted, the first bytes must really be that
 * kind of file, and the stream is cut off past 50 MB.
 */
export async function receiveWorksheet(input: {
  body: ReadableStream<Uint8Array> | null;
  fileName: string;
  declaredLength: number | undefined;
  keyPrefix: string;
  fileStore: FileStore;
}) {
  const fileName = cleanFileName(input.fileName);
  const extension = path.extname(fileName).toLowerCase();
  const acceptedTypes = worksheetContentTypes[extension];
  if (!acceptedTypes) throw unsupportedType();
  if (input.declaredLength !== undefined && input.declaredLength > MAX_UPLOAD_BYTES)
    throw tooLarge();
  if (!input.body)
    throw new AppError('VALIDATION_FAILED', {
      title: 'File Required',
      userMessage: 'The file was empty.',
    });

  let size = 0;
  const counted = Readable.fromWeb(input.body as WebReadableStream<Uint8Array>)
    .pipe(limitBytes(MAX_UPLOAD_BYTES))
    .on('data', (chunk: Buffer) => (size += chunk.length));
  let sniffed: ReadableStreamWithFileType;
  try {
    sniffed = await fileTypeStream(counted, { sampleSize: 4100 });
  } catch (error) {
    counted.destroy();
    throw error instanceof UploadTooLargeError ? tooLarge() : error;
  }
  const detectedType = sniffed.fileType?.mime;
  if (!detectedType || !acceptedTypes.includes(detectedType)) {
    counted.destroy();
    throw unsupportedType();
  }

  const fileKey = `${input.keyPrefix}/${randomUUID()}${extension}`;
  try {
    await input.fileStore.put(fileKey, sniffed, detectedType);
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw tooLarge();
    throw error;
  }
  return { fileKey, fileName, fileType: detectedType, fileSize: size };
}
