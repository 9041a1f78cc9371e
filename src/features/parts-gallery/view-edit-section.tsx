import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback';
import { FormField, PhoneInput } from '@/components/form';
import { DetailList, useViewEdit, ViewEditPanel } from '@/components/view-edit';
import { formatPhone } from '@/lib/format';
import { GallerySection } from './gallery-section';

interface Contact {
  Name: string;
  PhoneNumber: string;
  Notes: string;
}

/** The view / edit panel with a backup on Edit, Discard and Save. */
export function ViewEditSection() {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [contact, setContact] = useState<Contact>(() => ({
    Name: t('gallery.parts.viewEdit.sampleName'),
    PhoneNumber: t('gallery.parts.viewEdit.samplePhone'),
    Notes: t('gallery.parts.viewEdit.sampleNotes'),
  }));
  const ve = useViewEdit(contact);
  const set = (patch: Partial<Contact>) => ve.setDraft((d) => ({ ...d, ...patch }));

  const save = () => {
    setContact(ve.draft);
    ve.saved();
    notify.success(t('gallery.parts.viewEdit.saved'));
  };

  return (
    <GallerySection
      title={t('gallery.parts.viewEdit.title')}
      description={t('gallery.parts.viewEdit.description')}
    >
      <ViewEditPanel
        title={t('gallery.parts.viewEdit.panelTitle')}
        isEditing={ve.isEditing}
        onEdit={ve.edit}
        onSave={save}
        onDiscard={ve.discard}
        canSave={ve.draft.Name.trim() !== ''}
        className="mb-0"
      >
        {ve.isEditing ? (
          <>
            <FormField label={t('gallery.parts.viewEdit.name')} required>
              {(c) => (
                <Form.Control {...c} value={ve.draft.Name} onChange={(e) => set({ Name: e.target.value })} />
              )}
            </FormField>
            <FormField label={t('gallery.parts.viewEdit.phone')}>
              <PhoneInput value={ve.draft.PhoneNumber} onChange={(PhoneNumber) => set({ PhoneNumber })} />
            </FormField>
            <FormField label={t('gallery.parts.viewEdit.notes')} className="mb-0">
              {(c) => (
                <Form.Control
                  {...c}
                  as="textarea"
                  rows={2}
                  value={ve.draft.Notes}
                  onChange={(e) => set({ Notes: e.target.value })}
                />
              )}
            </FormField>
          </>
        ) : (
          <DetailList
            labelCols={3}
            items={[
              { label: t('gallery.parts.viewEdit.name'), value: ve.draft.Name },
              { label: t('gallery.parts.viewEdit.phone'), value: formatPhone(ve.draft.PhoneNumber) },
              { label: t('gallery.parts.viewEdit.notes'), value: ve.draft.Notes },
            ]}
          />
        )}
      </ViewEditPanel>
    </GallerySection>
  );
}
