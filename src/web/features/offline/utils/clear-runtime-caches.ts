/**
 * Deletes every Cache Storage cache but the app shell's precache (workbox
 * names it `workbox-precache-…`): a runtime cache may hold responses with a
 * creator's data, which must not outlive their sign-out.
 */
export async function clearRuntimeCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)),
  );
}
