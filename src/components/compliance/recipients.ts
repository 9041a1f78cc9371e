import { getUser } from '@/api/users';
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
 * The e-mail address of each chosen contact. A group's members carry their Email (C §3 User); the user search
 * answers only Id, FirstName and LastName (C §7), so a user picked there is read with GET /user/{id} when the
 * suggestion brings no address (decision 19). A contact whose address cannot be read is returned as missing.
 */
export async function contactEmails(contacts: readonly Contact[]): Promise<ContactEmails> {
  const found = await Promise.all(
    contacts.map(async (contact) => {
      if (contact.Email?.trim()) return contact.Email.trim();
      try {
        const { Email } = await getUser(contact.Id);
        return typeof Email === 'string' ? Email.trim() : '';
      } catch {
        return '';
      }
    }),
  );
  return {
    emails: found.filter(Boolean),
    missing: contacts.filter((_c, i) => !found[i]),
  };
}
