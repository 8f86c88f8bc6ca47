/**
 * What an email or notification client turns into a link in plain text: an address with a
 * scheme, one starting `www.`, or a bare host name (`evil.example`, `evil.example/login`).
 * An email address is left alone: its host is not a web page.
 */
const linkPattern =
  /(?<![\w.@-])(?:[a-z][a-z0-9+.-]*:\/\/[^\s<>"]+|(?:[a-z0-9-]+\.)+[a-z]{2,}(?![\w@-])(?::\d+)?(?:[/?#][^\s<>"]*)?)/gi;

/** Punctuation that ends a sentence rather than the address, as clients read it. */
const trailingPunctuation = /[.,;:!?)\]'’]+$/;

function isOwnLink(link: string, app: URL): boolean {
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link);
  try {
    const url = new URL(hasScheme ? link : `${app.protocol}//${link}`);
    return url.host === app.host && url.protocol === app.protocol && !url.username;
  } catch {
    return false;
  }
}

/**
 * The links in `text` that lead anywhere but the app at `appUrl`: staff's words reach creators
 * in the programme's own email, where an outside link would borrow its trust.
 */
export function outsideLinksIn(text: string, appUrl: string): string[] {
  const app = new URL(appUrl);
  return [...text.matchAll(linkPattern)]
    .map(([link]) => link.replace(trailingPunctuation, ''))
    .filter((link) => !isOwnLink(link, app));
}
