/** A page of a console list, as the query string asks for it (bounded by the shared schemas). */
export type PageRequest = { page: number; pageSize: number };

/**
 * Reads one row more than the page holds to learn whether another page
 * follows, so no list needs a count over the whole table.
 */
export async function pageOf<Row>(
  request: PageRequest,
  read: (page: { limit: number; offset: number }) => Promise<Row[]>,
) {
  const rows = await read({
    limit: request.pageSize + 1,
    offset: (request.page - 1) * request.pageSize,
  });
  return {
    items: rows.slice(0, request.pageSize),
    page: request.page,
    pageSize: request.pageSize,
    hasMore: rows.length > request.pageSize,
  };
}
