import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES, worksheetContentTypes } from '#shared/journey-limits.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { receiveUpload, type UploadRules } from '../../storage/streamed-upload.ts';

const worksheetRules: UploadRules = {
  acceptedTypes: worksheetContentTypes,
  maxBytes: MAX_UPLOAD_BYTES,
  tooLargeMessage: 'File size must be less than 50MB',
  unsupportedMessage: 'Please upload a PDF, Word document (.doc, .docx), or JPG/PNG image.',
  fallbackName: 'worksheet',
};

/** Streams a worksheet into the file store, checked by name and by content, cut off past 50 MB. */
export async function receiveWorksheet(input: {
  body: ReadableStream<Uint8Array> | null;
  fileName: string;
  declaredLength: number | undefined;
  keyPrefix: string;
  fileStore: FileStore;
}) {
  const stored = await receiveUpload({
    ...input,
    rules: worksheetRules,
    keyFor: (extension) => `${input.keyPrefix}/${randomUUID()}${extension}`,
  });
  return {
    fileKey: stored.fileKey,
    fileName: stored.fileName,
    fileType: stored.contentType,
    fileSize: stored.fileSize,
  };
}
