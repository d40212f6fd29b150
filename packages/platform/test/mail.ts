import type { PlatformContext } from '../src/context.ts';
import { findLinks } from '../src/features/mail/links.ts';
import { listMailMessages } from '../src/features/mail/mail.repository.ts';
import type { StoredMail } from '../src/features/mail/stored-mail.ts';
import type { MailMessage } from '../src/ports/mail.port.ts';

/** Every recorded message (optionally only those to one address, any case), newest first. */
export async function listMail(ctx: PlatformContext, to?: string): Promise<StoredMail[]> {
  return listMailMessages(ctx.db, { to, limit: 10_000 });
}

/**
 * The newest message to an address (optionally of one template). Throws when there is none, naming
 * what was found instead, so a test fails where the mail was expected; use `listMail` to assert
 * that nothing was sent.
 */
export async function latestMail(ctx: PlatformContext, to: string, template?: string): Promise<StoredMail> {
  const [latest] = await listMailMessages(ctx.db, { to, template, limit: 1 });
  if (latest) return latest;
  const found = (await listMail(ctx, to)).map((m) => m.template);
  throw new Error(
    `No ${template ?? 'mail'} to ${to}; found ${found.length ? found.join(', ') : 'nothing'} for that address`,
  );
}

/**
 * The first link of a message whose path starts with `pathPrefix` (e.g. '/verify-email'), read
 * from the text body, then the HTML body. Throws, listing the links seen, when there is none.
 */
export function linkFrom(message: Pick<MailMessage, 'text' | 'html'>, pathPrefix: string): URL {
  // HTML attribute values are entity-escaped; `&amp;` is the only entity our links can contain.
  const links = [...findLinks(message.text), ...findLinks(message.html.replaceAll('&amp;', '&'))];
  for (const link of links) {
    const url = new URL(link);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No link to ${pathPrefix} in the message; links: ${links.join(' ') || 'none'}`);
}
