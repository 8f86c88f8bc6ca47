import { apiClient } from '#web/lib/api-client.ts';

/**
 * Where 'Download my data' points: a plain link, so the browser downloads the
 * zip the server streams (as an attachment) without holding it in the page.
 */
export const accountExportPath = apiClient.api.account.export.$path();
