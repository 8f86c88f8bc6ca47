import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '#shared/errors.ts';
import type { ReceivedUpload } from '../../storage/streamed-upload.ts';

/**
 * A file uploaded for a resource that does not exist yet. The upload is
 * checked and stored first; the resource is created with it in one step,
 * naming the file in the same transaction, so a refused file creates nothing
 * (issue: a refused file left an empty resource in every library). The token
 * carries what the upload found, signed, so it needs no table: a file never
 * named by a resource is removed by the orphaned-files sweep after an hour,
 * and the token expires before that.
 */
const VALID_MS = 50 * 60 * 1000;
const PURPOSE = 'emberpath:staged-resource-file';

type StagedPayload = ReceivedUpload & { expiresAt: number };

function signatureOf(secret: string, encoded: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${encoded}`).digest();
}

export function stageResourceFile(secret: string, upload: ReceivedUpload, now: Date): string {
  const payload: StagedPayload = { ...upload, expiresAt: now.getTime() + VALID_MS };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${signatureOf(secret, encoded).toString('base64url')}`;
}

const stagedFileGone = () =>
  new AppError('VALIDATION_FAILED', {
    title: 'Upload the File Again',
    userMessage: 'The uploaded file expired or was not accepted. Please choose it again.',
    problems: [{ path: 'fileToken', message: 'is not a current upload' }],
  });

/** What a token says, once its signature and expiry hold. */
export function readStagedResourceFile(secret: string, token: string, now: Date): ReceivedUpload {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) throw stagedFileGone();
  const expected = signatureOf(secret, encoded);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw stagedFileGone();
  const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as StagedPayload;
  if (payload.expiresAt <= now.getTime()) throw stagedFileGone();
  const { fileKey, fileName, contentType, fileSize } = payload;
  return { fileKey, fileName, contentType, fileSize };
}
