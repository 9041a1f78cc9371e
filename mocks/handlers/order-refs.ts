import { db } from '../db';

/*
 * The reference data the orders point at (material categories, materials, colours, units, supply companies;
 * B §3), as the order handlers and their printed documents read it.
 */

export interface RefCategory {
  Id: number;
  Name: string;
  ShortName: string;
  DisplayOrder: number;
  DisabledByDefault: boolean;
  NeededByTownHouse: boolean;
  IsPrePopulatedMaterial: boolean;
}

export interface RefNamed {
  Id: number;
  Name: string;
}

export interface RefSupplyCompany {
  Id: number;
  Name: string;
  Fax: string;
  PhoneNumber: string;
  Attention: string;
  Email: string;
}

interface RefTables {
  materialCategories: RefCategory[];
  materials: RefNamed[];
  colors: RefNamed[];
  units: RefNamed[];
  supplyCompanies: RefSupplyCompany[];
}

function tables(): Partial<RefTables> {
  return db as unknown as Partial<RefTables>;
}

const byId = <T extends { Id: number }>(list: T[] | undefined, id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list?.find((x) => x.Id === id);

export const categoryById = (id: number | null | undefined) => byId(tables().materialCategories, id);
export const materialName = (id: number | null | undefined) => byId(tables().materials, id)?.Name ?? '';
export const colorName = (id: number | null | undefined) => byId(tables().colors, id)?.Name ?? '';
export const unitName = (id: number | null | undefined) => byId(tables().units, id)?.Name ?? '';
export const supplyCompanyById = (id: number | null | undefined) => byId(tables().supplyCompanies, id);
export const colorExists = (id: number) => !!byId(tables().colors, id);
export const materialExists = (id: number) => !!byId(tables().materials, id);
export const unitExists = (id: number) => !!byId(tables().units, id);

/** The categories in display order; those disabled by default left out unless asked for (B §4). */
export function categoriesInOrder(includeDisabled = false): RefCategory[] {
  return [...(tables().materialCategories ?? [])]
    .filter((c) => includeDisabled || !c.DisabledByDefault)
    .sort((a, b) => a.DisplayOrder - b.DisplayOrder || a.Name.localeCompare(b.Name));
}
