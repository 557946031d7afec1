import type { Db } from '../../src/db/database';

/**
 * Links in a mail's text that a mail client cannot open: paths without the site's origin
 * (issue 24 item 8, `/subscriptions/krn:…/retry_manual_payment`). A path starts a word: after the
 * start, a space, a bracket or a quote ("1/2" and "24/7" are not links).
 */
export function relativeLinks(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s(<"'“«])(\/(?!\/)[^\s)>"'”»]*)/g)].map((m) => m[1]!);
}

/** Every absolute link in a mail's text. */
export const absoluteLinks = (text: string): string[] =>
  [...text.matchAll(/https?:\/\/[^\s)>"'”»]+/g)].map((m) => m[0]);

/** Messages in the outbox that carry a relative link, as `kind to: links`. */
export async function outboxRelativeLinks(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address', 'subject', 'text_body'])
    .execute();
  return rows.flatMap((row) => {
    const links = relativeLinks(`${row.subject}\n${row.text_body}`);
    return links.length === 0 ? [] : [`${row.kind} to ${row.to_address}: ${links.join(', ')}`];
  });
}
