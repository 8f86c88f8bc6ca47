import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { contentDispositionFor } from '../http/content-disposition.ts';
import type { FileStore, ListedFile } from './file-store.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** Long enough to start a download or a video, short enough that a shared link soon stops working. */
export const SIGNED_URL_SECONDS = 5 * 60;

/**
 * Where signed URLs point, as the SDK builds them: the endpoint (path style),
 * else AWS's regional host, with the bucket in the host name when it can be.
 */
export function bucketOrigin(settings: S3Settings): string {
  if (settings.endpoint) return new URL(settings.endpoint).origin;
  return settings.bucket.includes('.')
    ? `https://s3.${settings.region}.amazonaws.com`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

/** The whole object's size from a ranged answer ("bytes 0-9/1234"), or its length. */
function totalSizeOf(object: { ContentRange?: string; ContentLength?: number }): number {
  const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : NaN;
  return Number.isFinite(total) ? total : (object.ContentLength ?? 0);
}

/** Any S3-compatible object store. Uploads stream in parts, so size need not be known. */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  return {
    kind: 's3',
    directOrigin: bucketOrigin(settings),
    put: async (key, body, contentType) => {
      await new Upload({
        client,
        params: { Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType },
      }).done();
    },
    get: async (key, range) => {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return { body: object.Body as Readable, size: totalSizeOf(object) };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    list: async function* (): AsyncGenerator<ListedFile> {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: settings.bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified)
            yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
    },
    // The bucket answers with the type and disposition the app would have sent.
    signedUrl: (key, options) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          ResponseContentType: options.contentType,
          ResponseContentDisposition: contentDispositionFor(options.fileName, options.disposition),
        }),
        { expiresIn: SIGNED_URL_SECONDS },
      ),
  };
}
