import { getUserAutocomplete, type UserSuggestion } from '@/api/autocomplete';
import { AsyncPicker, userToOption, type PickerLoadRequest } from '@/components/pickers';

/** The user autocomplete of the group form (GET /user/autocomplete); users already in the group are left out. */
export function GroupUserPicker({
  inputId,
  memberIds,
  disabled,
  onPick,
}: {
  inputId: string;
  memberIds: readonly number[];
  disabled: boolean;
  onPick: (user: UserSuggestion) => void;
}) {
  const loadOptions = ({ query, page, pageSize }: PickerLoadRequest) =>
    getUserAutocomplete({ q: query, page, page_limit: pageSize ?? undefined }).then((list) =>
      list.filter((u) => !memberIds.includes(u.Id)).map(userToOption),
    );
  return (
    <AsyncPicker<number, UserSuggestion>
      inputId={inputId}
      value={null}
      isMulti={false}
      isDisabled={disabled}
      loadOptions={loadOptions}
      resetKey={memberIds.length}
      onChange={(_value, option) => {
        if (option?.item) onPick(option.item);
      }}
    />
  );
}
