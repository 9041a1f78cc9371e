import type { MaterialQuantities } from '@/api/work-orders';
import { parseServerDate } from '../dates';
import type { MockJob } from '../types';
import { HttpError, respond } from '../utils';
import { categoryById, colorExists, materialExists, unitExists } from './order-refs';

/* What the order handlers check in a body (B §5), so that the mock is no kinder than a server. */

export const bad = (message: string) => new HttpError(respond.badRequest(message));

/** The message a line without a category gets (B §5). */
export const NO_CATEGORY_MESSAGE =
  'One or some records do not have category selected. Please check again before saving.';

export const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v);

export function optionalId(v: unknown, field: string): number | null {
  if (v === null || v === undefined || v === '' || v === 0) return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw bad(`${field} is not a valid id.`);
  return n;
}

export function optionalNumber(v: unknown, field: string): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw bad(`${field} must be a number of 0 or more.`);
  return n;
}

export function optionalDate(v: unknown, field: string): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (Number.isNaN(parseServerDate(v))) throw bad(`${field} is not a valid date.`);
  return String(v);
}

export const list = (v: unknown, field: string): Array<Record<string, unknown>> => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw bad(`${field} must be a list.`);
  return v.map((x) => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {}));
};

export function colorId(v: unknown, field: string): number | null {
  const id = optionalId(v, field);
  if (id !== null && !colorExists(id)) throw bad(`${field}: colour ${id} does not exist.`);
  return id;
}

/** A material line of a work order or purchase order: every line needs an existing category (B §5). */
export function readLine(raw: Record<string, unknown>, index: number) {
  const CategoryId = optionalId(raw.CategoryId, 'CategoryId');
  const category = categoryById(CategoryId);
  if (!category) throw bad(NO_CATEGORY_MESSAGE);
  const MaterialId = optionalId(raw.MaterialId, 'MaterialId');
  if (MaterialId !== null && !materialExists(MaterialId)) throw bad(`Material ${MaterialId} does not exist.`);
  const UnitId = optionalId(raw.UnitId, 'UnitId');
  if (UnitId !== null && !unitExists(UnitId)) throw bad(`Unit ${UnitId} does not exist.`);
  const order = Number(raw.DisplayOrder);
  return {
    CategoryId,
    CategoryName: category.Name,
    IsPrePopulatedMaterial: raw.IsPrePopulatedMaterial === true,
    MaterialName: text(raw.MaterialName),
    MaterialId,
    UnitId,
    Quantity: optionalNumber(raw.Quantity, 'Quantity'),
    SelectedColorId: colorId(raw.SelectedColorId, 'SelectedColorId'),
    DisplayOrder: Number.isFinite(order) ? order : index + 1,
  };
}

/** A lot row: the lot must be one of the job's, the quantities numbers keyed by category short name. */
export function readLotRow(raw: Record<string, unknown>, job: MockJob) {
  const LotId = Number(raw.LotId);
  const lot = job.Lots.find((l) => l.Id === LotId && !l.IsDeleted);
  if (!lot) throw bad(`Lot ${text(raw.LotId)} is not a lot of this job.`);
  const Type = text(raw.Type);
  if (!Type) throw bad('Every lot row needs its siding type.');
  const quantities: MaterialQuantities = {};
  const source = raw.MaterialQuantities;
  if (source !== undefined && source !== null && typeof source !== 'object')
    throw bad('MaterialQuantities must be an object keyed by category short name.');
  for (const [key, value] of Object.entries((source ?? {}) as Record<string, unknown>))
    quantities[key] = optionalNumber(value, `MaterialQuantities.${key}`);
  return {
    LotId,
    Lot: lot.LotCode,
    Type,
    SelectedSidingColorId: colorId(raw.SelectedSidingColorId, 'SelectedSidingColorId'),
    SelectedTrimColorId: colorId(raw.SelectedTrimColorId, 'SelectedTrimColorId'),
    MaterialQuantities: quantities,
  };
}

/**
 * An order as answered: B §3 lists no modified stamp for the work, gutter and ARF orders (the mock keeps
 * one for itself), so the answer leaves it out.
 */
export function withoutStamp<T extends { ModifiedBy: string; ModifiedDate: string }>(
  order: T,
): Omit<T, 'ModifiedBy' | 'ModifiedDate'> {
  const { ModifiedBy: _by, ModifiedDate: _date, ...rest } = order;
  return rest;
}
