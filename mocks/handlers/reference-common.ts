import { Permissions } from '@/lib/permissions';
import { db, nextId } from '../db';
import type { MockColor, MockMaterial, MockMaterialCategory } from '../types';
import { HttpError, nowIso, respond } from '../utils';

/* What the reference-data handlers (colors, manufacturers, material categories, materials, supply
 * companies, units) share: permissions, field readers, the joined reads, typed colours. */

/** The lookup pages' writes and tables (B §6). */
export const LOOKUP = { permission: Permissions.CanAccessToDaewonLookupPages };
/** The supply companies screen (B §6). */
export const SUPPLY = { permission: Permissions.CanManageSupplyCompanies };

export const bad = (message: string) => new HttpError(respond.badRequest(message));
export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** A boolean field: true/false (or absent = false); anything else is refused. */
export function flag(body: Record<string, unknown>, name: string): boolean {
  const v = body[name];
  if (v === undefined || v === null || v === false || v === 'false') return false;
  if (v === true || v === 'true') return true;
  throw bad(`${name} must be true or false.`);
}
/** A query/filter flag: 'true' or true. */
export const isTrue = (v: unknown) => v === true || (typeof v === 'string' && v.toLowerCase() === 'true');
export const byName = <T extends { Name: string }>(a: T, b: T) =>
  a.Name.localeCompare(b.Name, 'en', { sensitivity: 'base', numeric: true });
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const words = (q: string | null) => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
export const matches = (name: string, terms: string[]) => terms.every((t) => name.toLowerCase().includes(t));

export function requireName(body: Record<string, unknown>, what: string, max = 200): string {
  const name = text(body.Name);
  if (!name) throw bad(`${what} name is required.`);
  if (name.length > max) throw bad(`${what} name must be at most ${max} characters.`);
  return name;
}

export const colorRef = (c: MockColor) => ({ Id: c.Id, Name: c.Name });
export const colorRefs = (ids: readonly number[]) =>
  ids
    .map((id) => db.colors.find((c) => c.Id === id))
    .filter((c): c is MockColor => !!c)
    .map(colorRef);

/**
 * A material's or category's AvailableColors as stored ids: each entry an object with an Id of an
 * existing colour, or with Id 0 (or none) and a Name: a known name is that colour, a new one is created
 * (a colour typed in the colour multi-select, C §5). Duplicates are dropped; empty entries refused.
 */
export function readColorIds(value: unknown, by: string): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw bad('AvailableColors must be a list of colours.');
  const ids: number[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') throw bad('AvailableColors must be a list of colours.');
    const { Id, Name } = entry as { Id?: unknown; Name?: unknown };
    const id = Number(Id ?? 0);
    let color: MockColor | undefined;
    if (Number.isInteger(id) && id > 0) {
      color = db.colors.find((c) => c.Id === id);
      if (!color) throw bad(`The colour ${id} does not exist.`);
    } else {
      const name = text(Name);
      if (!name) throw bad('A colour without a name cannot be added.');
      if (name.length > 100) throw bad('A colour name must be at most 100 characters.');
      color = db.colors.find((c) => sameName(c.Name, name));
      if (!color) {
        color = {
          Id: nextId(db.colors),
          Name: name,
          ColorCode: '',
          IsShutterColor: false,
          IsGutterColor: false,
          IsDownSpoutColor: false,
          IsSplashblockColor: false,
          ModifiedBy: by,
          ModifiedDate: nowIso(),
        };
        db.colors.push(color);
      }
    }
    if (!ids.includes(color.Id)) ids.push(color.Id);
  }
  return ids;
}

/* ---------- joined reads (B §3) ---------- */

export function categoryView(c: MockMaterialCategory) {
  const { AvailableColorIds, ...rest } = c;
  return { ...rest, AvailableColors: colorRefs(AvailableColorIds) };
}

export function materialView(m: MockMaterial) {
  const { AvailableColorIds, ...rest } = m;
  const category = db.materialCategories.find((c) => c.Id === m.CategoryId);
  const manufacture = db.manufacturers.find((x) => x.Id === m.ManufactureId);
  return {
    ...rest,
    Category: category ? { Name: category.Name } : null,
    Manufacture: manufacture ? { Name: manufacture.Name } : null,
    AvailableColors: colorRefs(AvailableColorIds),
  };
}
