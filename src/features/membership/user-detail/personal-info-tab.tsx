import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useReopenDraft } from '@/components/form';
import { DetailList, useViewEdit, ViewEditPanel } from '@/components/view-edit';
import { fullName } from '@/lib/format';
import { LoadingSpinner } from '@/components/feedback';
import { lazyComponent } from '@/lib/lazy-component';
import { useDetailUser } from './user-detail-page';

/** The draft id of the personal info form. */
export const PERSONAL_INFO_FORM_ID = 'membershipUserInfo';

const PersonalInfoEditor = lazyComponent(
  () => import('./personal-info-editor').then((m) => m.PersonalInfoEditor),
  LoadingSpinner,
);

/**
 * The personalInfo tab (C §2, C §4 "Role, group and user editing"): full name, the active flag (read-only) and
 * the e-mail in view mode; Edit gives the edit mode (first name, last name, e-mail) with Save, which returns to
 * view, and Discard, which restores what was shown. The form's code loads when editing starts.
 */
export function PersonalInfoTab() {
  const { t } = useTranslation();
  const user = useDetailUser();
  const shown = useMemo(
    () => ({ FirstName: user.FirstName, LastName: user.LastName, Email: user.Email }),
    [user.FirstName, user.LastName, user.Email],
  );
  const ve = useViewEdit(shown);
  // a draft of the form waiting after a reload or a sign-in reopens the edit mode, which restores it
  useReopenDraft({
    formId: PERSONAL_INFO_FORM_ID,
    recordId: user.Id,
    load: () => Promise.resolve(user),
    open: () => ve.edit(),
  });
  if (ve.isEditing) return <PersonalInfoEditor user={user} onSaved={ve.saved} onDiscard={ve.discard} />;
  return (
    <ViewEditPanel
      title={t('membership.userDetail.personalInfo')}
      isEditing={false}
      onEdit={ve.edit}
      preloadEditor={PersonalInfoEditor.preload}
      onDiscard={ve.discard}
      onSave={() => undefined}
    >
      <DetailList
        items={[
          { label: t('membership.userDetail.fullName'), value: fullName(user) },
          { label: t('membership.userDetail.active'), value: <ActiveFlag active={!!user.IsActive} /> },
          { label: t('membership.userDetail.email'), value: user.Email },
        ]}
      />
    </ViewEditPanel>
  );
}

/** The active flag: read-only in both modes (C §2); named Active, with Yes or No beside it in view mode. */
export function ActiveFlag({ active, label }: { active: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Check
      type="checkbox"
      id="membership-user-active"
      checked={active}
      disabled
      readOnly
      aria-label={label ? undefined : t('membership.userDetail.active')}
      label={label ?? (active ? t('membership.yes') : t('membership.no'))}
    />
  );
}
