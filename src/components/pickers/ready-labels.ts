import type { JobLot, UserSuggestion } from '@/api/autocomplete';
import { getUser, userKeys } from '@/api/users';
import { fullName } from '@/lib/format';
import type { LabelResolver, PickerOption } from './picker-value';

/*
 * What the ready-made pickers show for their values, without the select library: the pickers (ready-pickers) and
 * their light stand-ins (deferred-ready-pickers) label a value alike.
 */

/** A user's name as the user pickers show it (GET /user/{id}, background, cached). */
export const userLabel: LabelResolver<number> = (id) => ({
  queryKey: [...userKeys.detail(id), 'label'],
  queryFn: ({ signal }) => getUser(id, signal).then((u) => fullName(u) || u.Email || ''),
});

export const userToOption = (u: UserSuggestion): PickerOption<number, UserSuggestion> => ({
  value: u.Id,
  label: fullName(u),
  item: u,
});

export const jobLotToOption = (l: JobLot): PickerOption<number, JobLot> => ({
  value: l.Id,
  label: l.Address ? `${l.LotCode} - ${l.Address}` : l.LotCode,
  item: l,
});
