import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import type { BizUserRecord } from '@/api/biz-users';
import { useReopenDraft } from '@/components/form';
import { DetailList, ViewEditPanel } from '@/components/view-edit';
import { LoadingSpinner } from '@/components/feedback';
import { lazyComponent } from '@/lib/lazy-component';

export const PROFILE_FORM_ID = 'contractorProfile';

const ContractorProfileEditor = lazyComponent(
  () => import('./contractor-profile-editor').then((m) => m.ContractorProfileEditor),
  LoadingSpinner,
);

/**
 * contractors.detail's profile tab (C §2, C §3 "Subcontractor user"): view mode, and an edit mode (Edit, Save,
 * Discard) whose form loads when editing starts.
 */
export function ContractorProfileTab() {
  const { t } = useTranslation();
  const user = useOutletContext<BizUserRecord>();
  const [editing, setEditing] = useState(false);
  // a draft of the profile waiting after a reload or a sign-in reopens the edit mode, which restores it
  useReopenDraft({
    formId: PROFILE_FORM_ID,
    recordId: user.Id,
    load: () => Promise.resolve(user),
    open: () => setEditing(true),
  });
  if (editing) return <ContractorProfileEditor user={user} onDone={() => setEditing(false)} />;
  return (
    <ViewEditPanel
      title={t('people.contractor.profile')}
      isEditing={false}
      onEdit={() => setEditing(true)}
      preloadEditor={ContractorProfileEditor.preload}
      onDiscard={() => undefined}
      onSave={() => undefined}
    >
      <DetailList
        items={[
          { label: t('people.fields.firstName'), value: user.FirstName },
          { label: t('people.fields.lastName'), value: user.LastName },
          { label: t('people.fields.companyName'), value: user.CompanyName ?? '' },
          { label: t('people.fields.email'), value: user.Email },
          { label: t('people.fields.cellPhoneNumber'), value: user.CellPhoneNumber },
          { label: t('people.fields.ssn'), value: user.Ssn ?? '' },
          { label: t('people.fields.address'), value: user.Address ?? '' },
        ]}
      />
    </ViewEditPanel>
  );
}
