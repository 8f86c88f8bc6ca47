import type { Me } from './schemas/me.ts';

/**
 * What the server already knows when it sends `/` to a signed-in creator
 * (decision 026): the answers of `/api/me` and `/api/progress`. The server
 * draws the dashboard with them and writes them into the page, where the app
 * starts from them (src/web/app/first-data.ts) instead of asking again.
 */
export type FirstDataOf<ProgressJson> = {
  me: Me;
  /** `/api/progress`'s answer, as JSON. */
  progress: ProgressJson;
  /** `/api/progress`'s ETag of those bytes: the app's next ask is answered 304. */
  progressEtag: string;
  /** When the server read them (ms since the epoch): the queries' "fetched at". */
  readAt: number;
};

/** The id of the `<script type="application/json">` that carries them in the page. */
export const FIRST_DATA_ELEMENT_ID = 'emberpath-first-data';

/** The element that carries them: JSON that cannot close the element it is in. */
export function firstDataElement(data: FirstDataOf<unknown>): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${json}</script>`;
}
