import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { getUserAutocomplete, type UserSuggestion } from '@/api/autocomplete';
import { getUserGroupUsers, useAllUserGroups } from '@/api/user-groups';
import { getUser } from '@/api/users';
import { feedback } from '@/components/feedback';
import { AppModal } from '@/components/modal';
import { fullName } from '@/lib/format';
import { AsyncPicker, type PickerLoadRequest } from './async-picker';
import { userToOption } from './ready-pickers';
import type { PickerOption } from './select-base';
import { ToggleChoice } from '@/components/form/toggle-choice';

/** A chosen contact: a user (picked directly or through a group). */
export interface Contact {
  Id: number;
  FirstName: string;
  LastName: string;
  Email?: string;
}

export interface ContactsPickerProps {
  show: boolean;
  onHide: () => void;
  /** the users chosen, with the members of the chosen groups (each user once) */
  onPick: (contacts: Contact[]) => void;
  title?: string;
}

/** The contact search: at least 1 character, 100 ms after typing (C §9). */
export const CONTACT_SEARCH = { minInputLength: 1, debounceMs: 100 } as const;
/** The contacts list scrolls at 400 pixels (C §9). */
export const CONTACTS_MAX_HEIGHT = 400;

type Mode = 'users' | 'groups';

/**
 * The contacts picker (C §2): a modal in Users mode (user search) or Groups mode (the user groups, whose
 * members are added). OK hands the chosen contacts to `onPick`.
 *
 * @example
 * <ContactsPicker show={open} onHide={close} onPick={(contacts) => setRecipients(contacts)} />
 */
export function ContactsPicker({ show, onHide, onPick, title }: ContactsPickerProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('users');
  const [users, setUsers] = useState<PickerOption<number, UserSuggestion>[]>([]);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const groups = useAllUserGroups(show && mode === 'groups');

  const loadOptions = ({ query, page, pageSize }: PickerLoadRequest) =>
    getUserAutocomplete({ q: query, page, page_limit: pageSize ?? undefined }).then((list) =>
      list.map(userToOption),
    );

  const done = async () => {
    setBusy(true);
    try {
      const members = (await Promise.all(groupIds.map((id) => getUserGroupUsers(id)))).flat();
      // the user search answers names only (C §7): a picked user's e-mail is read with GET /user/{id}
      const picked = users.map((o) => o.item).filter((u): u is UserSuggestion => !!u);
      const pickedUsers = await Promise.all(
        picked.map((u) => getUser(u.Id).catch(() => ({ ...u, Email: undefined }))),
      );
      const byId = new Map<number, Contact>();
      for (const u of [...pickedUsers, ...members])
        if (!byId.has(u.Id))
          byId.set(u.Id, { Id: u.Id, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email });
      onPick([...byId.values()]);
      setUsers([]);
      setGroupIds([]);
      onHide();
    } catch {
      // the chosen groups' members could not be read: the choice stays for another try
      feedback.notify.error(t('common.contacts.loadError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      show={show}
      onHide={onHide}
      title={title ?? t('common.contacts.title')}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.contacts.cancel')}
          </Button>
          <Button onClick={() => void done()} disabled={busy || (!users.length && !groupIds.length)}>
            {t('common.contacts.ok')}
          </Button>
        </>
      }
    >
      <ToggleButtonGroup
        type="radio"
        name="contacts-mode"
        value={mode}
        onChange={(v: Mode) => setMode(v)}
        className="mb-3"
        size="sm"
      >
        <ToggleChoice id="contacts-mode-users" value="users" variant="outline-primary">
          {t('common.contacts.users')}
        </ToggleChoice>
        <ToggleChoice id="contacts-mode-groups" value="groups" variant="outline-primary">
          {t('common.contacts.groups')}
        </ToggleChoice>
      </ToggleButtonGroup>
      {mode === 'users' ? (
        <Form.Group>
          <Form.Label htmlFor="contacts-users">{t('common.contacts.searchUsers')}</Form.Label>
          <AsyncPicker<number, UserSuggestion>
            inputId="contacts-users"
            isMulti
            value={users.map((o) => o.value)}
            selectedOptions={users}
            onChange={(_values, options) => setUsers(options)}
            loadOptions={loadOptions}
            minInputLength={CONTACT_SEARCH.minInputLength}
            debounceMs={CONTACT_SEARCH.debounceMs}
          />
        </Form.Group>
      ) : (
        <ListGroup
          style={{ maxHeight: CONTACTS_MAX_HEIGHT, overflowY: 'auto' }}
          aria-label={t('common.contacts.groups')}
        >
          {(groups.data ?? []).map((g) => (
            <ListGroup.Item key={g.Id}>
              <Form.Check
                id={`contacts-group-${g.Id}`}
                label={g.Name}
                checked={groupIds.includes(g.Id)}
                onChange={(e) =>
                  setGroupIds((ids) => (e.target.checked ? [...ids, g.Id] : ids.filter((id) => id !== g.Id)))
                }
              />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {users.length > 0 && mode === 'groups' && (
        <p className="small text-body-secondary mt-2 mb-0">
          {t('common.contacts.chosenUsers', { names: users.map((o) => fullName(o.item)).join(', ') })}
        </p>
      )}
    </AppModal>
  );
}
