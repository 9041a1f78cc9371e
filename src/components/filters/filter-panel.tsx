import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Collapse } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { DisclosureToggle } from './disclosure-toggle';

export interface FilterPanelProps {
  /** the panel's heading (defaults to "Filters") */
  title?: ReactNode;
  /** open at first; pass `list.hasFilters` so the panel is open when the URL carries filters */
  defaultOpen?: boolean;
  /**
   * Pass `list.syncKey`: when it moves (the URL's filters changed by the back button or a link), the panel
   * opens or closes again by `defaultOpen`.
   */
  syncKey?: number | string;
  /** controlled open state (with onOpenChange); leave out to let the panel keep its own */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Search (or Enter in a field) */
  onApply: () => void;
  /** Clear */
  onClear?: () => void;
  /** extra buttons next to Search and Clear */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * What filter fields whose code loads when the panel first opens show meanwhile (the table's loading text): their
 * lazyComponent's Fallback.
 *
 * @example
 * const Fields = lazyComponent(() => import('./fields').then((m) => m.Fields), FilterFieldsLoading);
 */
export function FilterFieldsLoading() {
  const { t } = useTranslation();
  return <p className="text-body-secondary small mb-0">{t('common.dataTable.loading')}</p>;
}

/**
 * A collapsible filter form with Search and Clear; Enter in a field submits it. Open at first when the URL
 * carries filters, and again whenever they change from outside (pass `syncKey`).
 *
 * @example
 * const list = useListState(params);
 * const [name, setName] = useFilterDraft(list.syncKey, () => list.filters.name ?? '');
 * <FilterPanel defaultOpen={list.hasFilters} syncKey={list.syncKey} onApply={() => list.setFilters({ name })}>…
 */
export function FilterPanel({
  title,
  defaultOpen = false,
  syncKey,
  open: openProp,
  onOpenChange,
  onApply,
  onClear,
  actions,
  children,
  className,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const [openState, setOpenState] = useState(defaultOpen);
  const [seenSync, setSeenSync] = useState(syncKey);
  if (seenSync !== syncKey) {
    setSeenSync(syncKey);
    setOpenState(defaultOpen);
  }
  const open = openProp ?? openState;
  // The fields (pickers, date inputs) are made the first time the panel opens, not before the list paints.
  const [made, setMade] = useState(open);
  if (open && !made) setMade(true);
  const toggle = () => {
    setOpenState(!open);
    onOpenChange?.(!open);
  };
  const bodyId = useId();
  const heading = title ?? t('common.filters.title');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };

  return (
    <Card className={['mb-3', className].filter(Boolean).join(' ')}>
      <Card.Header className="py-2">
        <DisclosureToggle open={open} controls={bodyId} onToggle={toggle}>
          {heading}
        </DisclosureToggle>
      </Card.Header>
      <Collapse in={open}>
        <div id={bodyId}>
          <Card.Body>
            <form
              onSubmit={submit}
              onReset={(e) => e.preventDefault()}
              aria-label={typeof heading === 'string' ? heading : undefined}
            >
              {made && children}
              <div className="d-flex flex-wrap gap-2 mt-3">
                <Button type="submit" variant="primary">
                  {t('common.filters.search')}
                </Button>
                {onClear && (
                  <Button type="button" variant="outline-secondary" onClick={onClear}>
                    {t('common.filters.clear')}
                  </Button>
                )}
                {actions}
              </div>
            </form>
          </Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}
