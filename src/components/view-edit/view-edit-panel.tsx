import type { ReactNode } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

export interface ViewEditPanelProps {
  title: ReactNode;
  isEditing: boolean;
  onEdit: () => void;
  onSave: () => void;
  onDiscard: () => void;
  /**
   * Loads a lazily loaded edit mode's code (`lazyComponent`'s `preload`): called when the pointer or the keyboard
   * focus reaches Edit, so that the code is in, or on its way, by the click. A failed load is left to the edit mode.
   */
  preloadEditor?: () => Promise<unknown>;
  /** Save is disabled (and shows a spinner) while saving */
  isSaving?: boolean;
  /** false hides the Edit button (no permission); true by default */
  canEdit?: boolean;
  /** Save also disabled when false (e.g. invalid form); true by default */
  canSave?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A detail card with view and edit modes: Edit in view mode, Save and Discard in edit mode.
 *
 * @example
 * <ViewEditPanel title="Details" isEditing={ve.isEditing} onEdit={ve.edit} onSave={save}
 *   onDiscard={ve.discard} isSaving={mutation.isPending} canEdit={useCan(P.EditJobs)}>
 *   {ve.isEditing ? <JobFields … /> : <DetailList items={…} />}
 * </ViewEditPanel>
 */
export function ViewEditPanel({
  title,
  isEditing,
  onEdit,
  onSave,
  onDiscard,
  preloadEditor,
  isSaving = false,
  canEdit = true,
  canSave = true,
  children,
  className,
}: ViewEditPanelProps) {
  const { t } = useTranslation();
  const editIntent = preloadEditor && (() => void preloadEditor().catch(() => undefined));
  return (
    <Card className={['view-edit-panel mb-3', className].filter(Boolean).join(' ')}>
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="h6 mb-0">{title}</h2>
        <div className="d-flex gap-2">
          {isEditing ? (
            <>
              <Button size="sm" variant="primary" onClick={onSave} disabled={isSaving || !canSave}>
                {isSaving && (
                  <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
                )}
                {t('common.viewEdit.save')}
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={onDiscard} disabled={isSaving}>
                {t('common.viewEdit.discard')}
              </Button>
            </>
          ) : (
            canEdit && (
              <Button
                size="sm"
                variant="outline-primary"
                onClick={onEdit}
                onPointerEnter={editIntent}
                onFocus={editIntent}
              >
                {t('common.viewEdit.edit')}
              </Button>
            )
          )}
        </div>
      </Card.Header>
      <Card.Body aria-busy={isSaving || undefined}>{children}</Card.Body>
    </Card>
  );
}
