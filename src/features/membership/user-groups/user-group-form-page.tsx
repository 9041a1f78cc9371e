import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { UserSuggestion } from '@/api/autocomplete';
import { membershipUserQueryOptions } from '@/api/membership-users';
import {
  useDeleteUserGroup,
  useSaveUserGroup,
  useUserGroup,
  type GroupUser,
  type UserGroup,
} from '@/api/user-groups';
import { confirmedDelete } from '@/components/feedback';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import { formatPhone, fullName } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { useBackTo } from '@/lib/routing';
import { queryClient } from '@/lib/query-client';
import { compareText } from '@/lib/compare';
import { lazyAfterPaint } from '@/lib/lazy-after-paint';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

// the user autocomplete (react-select) loads once the users section has painted, not with the page
const PickerLoading = () => <Form.Control id="group-add-user" disabled />;
const GroupUserPicker = lazyAfterPaint(
  () => import('./group-user-picker').then((m) => m.GroupUserPicker),
  PickerLoading,
);

interface GroupValues {
  Name: string;
  Users: Array<{ Id: number; FirstName: string; LastName: string; Email?: string; CellPhoneNumber?: string }>;
}

/** Members sorted by last name, then first name (C §2). */
export function sortMembers<U extends { FirstName: string; LastName: string }>(users: readonly U[]): U[] {
  return [...users].sort(
    (a, b) => compareText(a.LastName, b.LastName) || compareText(a.FirstName, b.FirstName),
  );
}

const toValues = (group: UserGroup | undefined): GroupValues => ({
  Name: group?.Name ?? '',
  Users: sortMembers(
    (group?.Users ?? []).map((u) => ({
      Id: u.Id,
      FirstName: u.FirstName ?? '',
      LastName: u.LastName ?? '',
      Email: u.Email ?? '',
      CellPhoneNumber: u.CellPhoneNumber ?? '',
    })),
  ),
});

/** A picked user with the e-mail and phone of GET /user/{id} where it answers (the picker's answer has names only). */
async function memberOf(suggestion: UserSuggestion): Promise<GroupUser> {
  const base = {
    Id: suggestion.Id,
    FirstName: suggestion.FirstName,
    LastName: suggestion.LastName,
    Email: '',
  };
  try {
    const user = await queryClient.fetchQuery(membershipUserQueryOptions(suggestion.Id));
    return { ...base, Email: user.Email ?? base.Email, CellPhoneNumber: user.CellPhoneNumber ?? '' };
  } catch {
    return base;
  }
}

/** The groups' list, or the page of it the form was opened from (its page and sort). */
const LIST_PATH = '/membership/usergroup/list';
const useBackToList = () => useBackTo(LIST_PATH, [LIST_PATH]);

function GroupForm({ group }: { group?: UserGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isEdit = !!group;
  const saved = useMemo(() => toValues(group), [group]);
  const form = useForm<GroupValues>({ defaultValues: saved });
  const draft = useFormDraft({ formId: 'userGroup', recordId: group?.Id, form, savedValues: saved });
  const members = useFieldArray({ control: form.control, name: 'Users', keyName: 'key' });
  const [nameUnlocked, setNameUnlocked] = useState(!isEdit);
  const [adding, setAdding] = useState(false);
  const saveGroup = useSaveUserGroup();
  const remove = useDeleteUserGroup();
  const backTo = useBackToList();
  const backToList = () => void navigate(backTo);
  const save = useFormSave({
    form,
    draft,
    save: (values) => saveGroup.mutateAsync({ ...values, Name: values.Name.trim(), Id: group?.Id }),
    success: t('membership.groups.saved'),
    onSaved: backToList,
  });
  const name = form.watch('Name');
  const users = form.watch('Users');
  const hasName = !!name?.trim();
  const showUsers = isEdit || hasName;
  const { errors, submitCount } = form.formState;

  const add = async (suggestion: UserSuggestion) => {
    if (users.some((m) => m.Id === suggestion.Id)) return;
    setAdding(true);
    const member = await memberOf(suggestion);
    setAdding(false);
    const next = sortMembers([
      ...form.getValues('Users'),
      { ...member, Email: member.Email ?? '', CellPhoneNumber: member.CellPhoneNumber ?? '' },
    ]);
    form.setValue('Users', next, { shouldDirty: true });
  };
  // Cancel returns to the list, asking first when something was changed
  const cancel = async () => {
    if (!(await draft.confirmLeave())) return;
    draft.discard();
    backToList();
  };
  const deleteGroup = async () => {
    if (!group) return;
    const deleted = await confirmedDelete({
      confirm: { title: t('membership.groups.deleteTitle'), text: t('membership.groups.deleteConfirm') },
      remove: () => remove.mutateAsync(group.Id),
      success: t('membership.groups.deleted'),
    });
    if (deleted) backToList();
  };

  return (
    <Form noValidate onSubmit={(e) => void save.submit(e)} aria-labelledby="membership-group-title">
      <DraftNotice draft={draft} />
      <Card className="mb-3">
        <Card.Body>
          <FormField
            label={t('membership.groups.name')}
            error={errors.Name}
            showErrors={submitCount > 0}
            required
          >
            {(c) => (
              <InputGroup hasValidation>
                <Form.Control
                  {...c}
                  {...form.register('Name', {
                    validate: (v) => !!v.trim() || 'membership.groups.nameRequired',
                  })}
                  readOnly={!nameUnlocked}
                />
                {isEdit && (
                  <Button
                    variant="outline-secondary"
                    aria-pressed={nameUnlocked}
                    onClick={() => {
                      if (nameUnlocked) form.setValue('Name', saved.Name);
                      setNameUnlocked((u) => !u);
                    }}
                  >
                    {nameUnlocked ? t('membership.groups.cancelEdit') : t('membership.groups.edit')}
                  </Button>
                )}
              </InputGroup>
            )}
          </FormField>
        </Card.Body>
      </Card>
      {showUsers && (
        <Card className="mb-3">
          <Card.Header>
            <h2 className="h6 mb-0">{t('membership.groups.users')}</h2>
          </Card.Header>
          <Card.Body>
            <Form.Group className="mb-3" style={{ maxWidth: 420 }}>
              <Form.Label htmlFor="group-add-user">{t('membership.groups.addUser')}</Form.Label>
              <GroupUserPicker
                inputId="group-add-user"
                memberIds={users.map((m) => m.Id)}
                disabled={adding}
                onPick={(u) => void add(u)}
              />
            </Form.Group>
            <Table size="sm" striped responsive aria-label={t('membership.groups.usersTable')}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('membership.groups.lastName')}</th>
                  <th scope="col">{t('membership.groups.firstName')}</th>
                  <th scope="col">{t('membership.groups.email')}</th>
                  <th scope="col">{t('membership.groups.phone')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('membership.groups.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.fields.length === 0 ? (
                  <tr>
                    <td colSpan={6}>{t('membership.groups.noUsers')}</td>
                  </tr>
                ) : (
                  members.fields.map((m, i) => (
                    <tr key={m.key}>
                      <td>{i + 1}</td>
                      <td>{m.LastName}</td>
                      <td>{m.FirstName}</td>
                      <td>{m.Email}</td>
                      <td>{formatPhone(m.CellPhoneNumber)}</td>
                      <td>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() => members.remove(i)}
                          aria-label={t('membership.groups.removeUser', { name: fullName(m) })}
                        >
                          {t('membership.groups.removeUserShort')}
                        </Button>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </Card.Body>
        </Card>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={!hasName || save.saving}>
          {save.saving && (
            <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
          )}
          {t('membership.groups.save')}
        </Button>
        <Button variant="outline-secondary" onClick={() => void cancel()}>
          {t('membership.groups.cancel')}
        </Button>
        {isEdit && (
          <Button
            variant="outline-danger"
            className="ms-auto"
            onClick={() => void deleteGroup()}
            disabled={remove.isPending}
          >
            {t('membership.groups.delete')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** membership_usergroup form (C §2): Add or Update User Group; add at /add/0, edit at /edit/{groupId}. */
export function UserGroupFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.action === 'add' ? null : parseRouteId(params.groupId);
  const query = useUserGroup(id);
  const isAdd = params.action === 'add';
  const backTo = useBackToList();
  return (
    <section aria-labelledby="membership-group-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 id="membership-group-title" className="h3 mb-0">
          {t(isAdd ? 'membership.groups.addTitle' : 'membership.groups.updateTitle')}
        </h1>
        <Link to={backTo}>{t('membership.groups.back')}</Link>
      </div>
      {isAdd ? (
        <GroupForm />
      ) : query.isPending && id ? (
        <LoadingSpinner />
      ) : query.data ? (
        <GroupForm key={query.data.Id} group={query.data} />
      ) : (
        <Alert variant="warning">{t('membership.groups.notFound')}</Alert>
      )}
    </section>
  );
}
