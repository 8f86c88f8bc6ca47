import { ZodType } from 'zod';

/** Bytes of one media type: a CSV, a zip, a calendar, or any (a stored file's own type). */
export type BytesAnswer = { kind: 'bytes'; mediaType: string; description: string };
/** No body, only a header that matters: a redirect's Location, a 304's ETag. */
export type EmptyAnswer = { kind: 'empty'; header?: string; description: string };

/**
 * What an operation answers with one status (decision 023): a JSON body of
 * a zod schema, bytes of a media type, or nothing. Errors need no entry:
 * every operation answers the app's error body for them.
 */
export type Answer = ZodType | BytesAnswer | EmptyAnswer;

export function isJsonAnswer(answer: Answer): answer is ZodType {
  return answer instanceof ZodType;
}

const bytes = (mediaType: string, description: string): BytesAnswer => ({
  kind: 'bytes',
  mediaType,
  description,
});

export const csvFile = bytes('text/csv', 'A CSV file (RFC 4180), streamed or whole');
export const zipFile = bytes('application/zip', 'A zip archive, streamed');
export const calendarFile = bytes('text/calendar', 'An iCalendar feed');
export const prometheusText = bytes('text/plain', "Prometheus's text exposition format");
/** A stored file with its own content type; 206 when one byte range was asked for. */
export const storedFile = bytes('*/*', 'The file, with the content type it was stored with');

export const notModified: EmptyAnswer = {
  kind: 'empty',
  header: 'ETag',
  description: 'Not modified: the copy named by If-None-Match is current',
};
export const rangeNotSatisfiable: EmptyAnswer = {
  kind: 'empty',
  header: 'Content-Range',
  description: 'The byte range asked for is beyond the file',
};
export const redirect = (description: string): EmptyAnswer => ({
  kind: 'empty',
  header: 'Location',
  description,
});
export const noContent: EmptyAnswer = { kind: 'empty', description: 'Done; nothing to answer' };
