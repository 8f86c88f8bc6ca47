import { ExternalLink } from 'lucide-react';
import { isWebLink } from '#shared/rules/profile.ts';

/** "What I create" and the links a creator shares by being findable; null when they share nothing. */
export type SharedProfileData = { bio: string; links: string[] } | null;

/** A link as people read it: the host and path, without the scheme or a trailing slash. */
function readableLink(link: string): string {
  const url = new URL(link);
  return `${url.host}${url.pathname}${url.search}`.replace(/\/$/, '');
}

/**
 * What another creator shares of their profile, beside their name in Find a
 * Realm Buddy and in requests. Only web addresses become links (the server
 * accepts no other, and the screen does not trust that alone); everything is
 * text, never markup.
 */
export function SharedProfile({ about }: { about: SharedProfileData }) {
  const links = about?.links.filter(isWebLink) ?? [];
  if (!about || (about.bio === '' && links.length === 0)) return null;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      {about.bio && (
        <p className="break-words text-ink-soft">
          <span className="sr-only">What I create: </span>
          {about.bio}
        </p>
      )}
      {links.length > 0 && (
        <ul aria-label="Links" className="flex min-w-0 flex-col gap-1">
          {links.map((link) => (
            <li key={link} className="min-w-0">
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                title={link}
                className="inline-flex max-w-full items-center gap-1 font-medium text-ember-800 underline underline-offset-4"
              >
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                <span className="truncate">{readableLink(link)}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
