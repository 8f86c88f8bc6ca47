/** What the server pushes (src/server/features/push/web-push-sender.ts): shown as a notification. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

const fallback: PushMessage = {
  title: 'Emberpath',
  body: 'Something new is waiting for you.',
  url: '/',
  tag: 'emberpath',
};

/** The pushed JSON, or a plain notice when it is missing or malformed (a push must always show something). */
export function readPushMessage(data: unknown): PushMessage {
  if (!data || typeof data !== 'object') return fallback;
  const message = data as Partial<Record<keyof PushMessage, unknown>>;
  const text = (value: unknown, otherwise: string) =>
    typeof value === 'string' && value.trim() !== '' ? value : otherwise;
  return {
    title: text(message.title, fallback.title),
    body: text(message.body, fallback.body),
    url: text(message.url, fallback.url),
    tag: text(message.tag, fallback.tag),
  };
}

/** Where a click on the notification goes: a page of this app, never another site. */
export function clickTarget(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
