import { db } from '../db';

/*
 * The reference data the orders point at (material categories, materials, colours, units, supply companies;
 * B §3), as the order handlers and their printed documents read it.
 */

const byId = <T extends { Id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((x) => x.Id === id);

export const categoryById = (id: number | null | undefined) => byId(db.materialCategories, id);
export const materialName = (id: number | null | undefined) => byId(db.materials, id)?.Name ?? '';
export const colorName = (id: number | null | undefined) => byId(db.colors, id)?.Name ?? '';
export const unitName = (id: number | null | undefined) => byId(db.units, id)?.Name ?? '';
export const supplyCompanyById = (id: number | null | undefined) => byId(db.supplyCompanies, id);
export const colorExists = (id: number) => !!byId(db.colors, id);
export const materialExists = (id: number) => !!byId(db.materials, id);
export const unitExists = (id: number) => !!byId(db.units, id);

/** The categories in display order; those disabled by default left out unless asked for (B §4). */
export function categoriesInOrder(includeDisabled = false) {
  return [...db.materialCategories]
    .filter((c) => includeDisabled || !c.DisabledByDefault)
    .sort((a, b) => a.DisplayOrder - b.DisplayOrder || a.Name.localeCompare(b.Name));
}
