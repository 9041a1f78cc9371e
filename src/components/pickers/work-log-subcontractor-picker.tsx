import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_SUBCONTRACTORS, useWorkLogUsers, type WorkLogUser } from '@/api/work-logs';
import { formatSsnMasked, fullName } from '@/lib/format';
import type { PickerOption } from './select-base';
import { SelectField } from './select-field';
import type { ReadyPickerProps } from './ready-pickers';

export type WorkLogSubcontractorPickerProps = ReadyPickerProps & {
  /** the chosen subcontractor's id; 0 is "all subcontractors" when `allowAll` */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** offer "All subcontractors" (value 0) first: approve mode (C §2) */
  allowAll?: boolean;
};

/**
 * The subcontractors with work logs (GET /api/worklog/getUsers, cached 30 s, C §9), each shown with their
 * phone and SSN (C §2); searched in the browser by name, phone or SSN.
 *
 * @example
 * <WorkLogSubcontractorPicker inputId="sub" allowAll value={subId} onChange={setSubId} />
 */
export function WorkLogSubcontractorPicker(props: WorkLogSubcontractorPickerProps) {
  const { t } = useTranslation();
  const { allowAll, value, onChange } = props;
  const query = useWorkLogUsers();
  const options = useMemo(() => {
    const list: PickerOption<number, WorkLogUser | null>[] = (query.data ?? []).map((u) => ({
      value: u.Id,
      // the search matches the label: name, phone and the SSN's last four digits (decision 20: a list shows no more)
      label: [fullName(u), u.CellPhoneNumber, formatSsnMasked(u.Ssn)].filter(Boolean).join(' '),
      item: u,
    }));
    if (allowAll)
      list.unshift({
        value: ALL_SUBCONTRACTORS,
        label: t('common.pickers.workLogSubcontractor.all'),
        item: null,
      });
    return list;
  }, [query.data, allowAll, t]);
  return (
    <SelectField<number, WorkLogUser | null>
      inputId={props.inputId}
      aria-label={
        props['aria-label'] ?? (props.inputId ? undefined : t('common.pickers.workLogSubcontractor.label'))
      }
      aria-describedby={props['aria-describedby']}
      isClearable={props.isClearable}
      isDisabled={props.isDisabled}
      isInvalid={props.isInvalid}
      placeholder={props.placeholder}
      menuPortalTarget={props.menuPortalTarget}
      onBlur={props.onBlur}
      className={props.className}
      options={options}
      isLoading={query.isPending}
      errorText={query.isError ? t('common.pickers.loadError') : null}
      value={value}
      onChange={(next) => onChange(next)}
      formatOptionLabel={(option, meta) => {
        const user = option.item;
        if (!user) return option.label;
        if (meta.context === 'value') return fullName(user);
        return (
          <span>
            {fullName(user)}
            <span className="d-block small text-body-secondary">
              {[
                user.CellPhoneNumber
                  ? t('common.pickers.workLogSubcontractor.phone', { phone: user.CellPhoneNumber })
                  : '',
                user.Ssn
                  ? t('common.pickers.workLogSubcontractor.ssn', { ssn: formatSsnMasked(user.Ssn) })
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        );
      }}
    />
  );
}
