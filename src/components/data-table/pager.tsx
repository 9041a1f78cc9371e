import { useTranslation } from 'react-i18next';

export const MAX_PAGE_LINKS = 5;

/** The page numbers shown: at most 5, around the current page. */
export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_LINKS): number[] {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const start = Math.max(1, Math.min(current - Math.floor(max / 2), count - max + 1));
  const end = Math.min(count, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}

/** First / previous / up to 5 pages / next / last. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  const count = Math.max(1, pageCount);
  const item = (target: number, text: string, aria: string, disabled: boolean, active = false) => (
    <li
      key={`${aria}`}
      className={['page-item', disabled && 'disabled', active && 'active'].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className="page-link"
        aria-label={aria}
        aria-current={active ? 'page' : undefined}
        disabled={disabled}
        onClick={() => onPage(target)}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={label ?? t('common.dataTable.pagination')}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        {item(1, t('common.dataTable.first'), t('common.dataTable.firstPage'), page <= 1)}
        {item(page - 1, t('common.dataTable.previous'), t('common.dataTable.previousPage'), page <= 1)}
        {pageWindow(page, count).map((n) =>
          item(n, String(n), t('common.dataTable.page', { page: n }), false, n === page),
        )}
        {item(page + 1, t('common.dataTable.next'), t('common.dataTable.nextPage'), page >= count)}
        {item(count, t('common.dataTable.last'), t('common.dataTable.lastPage'), page >= count)}
      </ul>
    </nav>
  );
}
