import type { Contact } from '@/components/pickers/contacts-picker';

/* The recipients of an expiry notification are kept as one text of e-mail addresses (C §3
 * RecipientEmailsToSendNotification, NotificationTargetWhenExpired): 'a@x.com; b@y.com' (commas are read too). */

/** The separator written between recipients. */
export const RECIPIENT_SEPARATOR = '; ';

/** The addresses of a recipients text, in order, blanks dropped. */
export const splitRecipients = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/[;,]/)
    .map((e) => e.trim())
    .filter(Boolean);

/** The recipients text with the addresses added that it does not hold yet (compared without case). */
export function appendRecipients(text: string | null | undefined, emails: readonly string[]): string {
  const current = splitRecipients(text);
  const known = new Set(current.map((e) => e.toLowerCase()));
  const added: string[] = [];
  for (const raw of emails) {
    const email = raw.trim();
    if (!email || known.has(email.toLowerCase())) continue;
    known.add(email.toLowerCase());
    added.push(email);
  }
  if (!added.length) return text ?? '';
  return [...current, ...added].join(RECIPIENT_SEPARATOR);
}

/** The e-mail addresses of chosen contacts, and the contacts who have none. */
export interface ContactEmails {
  emails: string[];
  missing: Contact[];
}

/**
 * The e-mail address of each chosen contact (the contacts picker reads a searched user's address with
 * GET /user/{id}, as the user search answers names only, C §7). A contact without an address is returned as missing.
 */
export function contactEmails(contacts: readonly Contact[]): ContactEmails {
  const found = contacts.map((contact) => contact.Email?.trim() ?? '');
  return {
    emails: found.filter(Boolean),
    missing: contacts.filter((_c, i) => !found[i]),
  };
}
