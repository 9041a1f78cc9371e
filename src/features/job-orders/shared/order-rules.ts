import type { Lot } from '@/api/jobs';
import { enabledCategories, type MaterialCategory } from '@/api/material-categories';
import type { MaterialQuantities } from '@/api/work-orders';

/*
 * The rules the work order and the purchase orders share (B §2, B §4, B §5): which categories show, the template,
 * the order of lines, which rows count as filled, and the per-lot siding rows. Pure functions, unit tested.
 */

/** A material category as the order screens read it (B §3). */
export type OrderCategory = MaterialCategory;

/** A material line of a work order or purchase order (B §3). */
export interface OrderLine {
  CategoryId: number | null;
  CategoryName: string;
  IsPrePopulatedMaterial: boolean;
  MaterialName: string;
  MaterialId: number | null;
  UnitId: number | null;
  Quantity: number | null;
  SelectedColorId: number | null;
  DisplayOrder: number;
}

/** A per-lot siding-type row (B §3); the work order's also carries the lot's code. */
export interface OrderLotRow {
  LotId: number;
  Type: string;
  SelectedSidingColorId: number | null;
  SelectedTrimColorId: number | null;
  MaterialQuantities: MaterialQuantities;
}

/** The categories an order shows, by display order; those disabled by default are left out (B §4). */
export const visibleCategories = enabledCategories;

/** The categories whose quantities the per-lot rows take (town-house categories, by display order). */
export function lotCategories(categories: readonly OrderCategory[]): OrderCategory[] {
  return visibleCategories(categories).filter((c) => c.NeededByTownHouse);
}

/** A custom line is one the user added; the template's category lines are prepopulated. */
export const isCustomLine = (line: Pick<OrderLine, 'IsPrePopulatedMaterial'>) => !line.IsPrePopulatedMaterial;

/** An empty line of a category. */
export function emptyLine(category: OrderCategory | null, custom: boolean): OrderLine {
  return {
    CategoryId: category?.Id ?? null,
    CategoryName: category?.Name ?? '',
    IsPrePopulatedMaterial: !custom,
    MaterialName: '',
    MaterialId: null,
    UnitId: null,
    Quantity: null,
    SelectedColorId: null,
    DisplayOrder: 0,
  };
}

/**
 * The categories a new work order starts with a row of (decision 21): those flagged IsPrePopulatedMaterial and
 * not DisabledByDefault, in DisplayOrder. The other categories are added as lines by hand.
 */
export function prepopulatedCategories(categories: readonly OrderCategory[]): OrderCategory[] {
  return visibleCategories(categories).filter((c) => c.IsPrePopulatedMaterial);
}

/**
 * The template (B §2, B §4): one prepopulated line per category given that is shown, in display order (a work
 * order gives its prepopulated categories, a new purchase order every category).
 */
export function templateLines(categories: readonly OrderCategory[]): OrderLine[] {
  return visibleCategories(categories).map((c, i) => ({ ...emptyLine(c, false), DisplayOrder: i + 1 }));
}

/**
 * The lines in the order they are saved and printed, numbered 1, 2, 3...: the categories' lines by the category's
 * display order (unknown categories after them), then the custom lines in the order they were added, so that
 * custom items get a display order after all categories and items (B §2).
 */
export function orderLines<L extends OrderLine>(
  lines: readonly L[],
  categories: readonly OrderCategory[],
): L[] {
  const rank = new Map(visibleCategories(categories).map((c, i) => [c.Id, i]));
  const all = categories.length;
  const keyed = lines.map((line, index) => ({ line, index }));
  const categoryLines = keyed
    .filter(({ line }) => !isCustomLine(line))
    .sort(
      (a, b) =>
        (rank.get(a.line.CategoryId ?? -1) ?? all) - (rank.get(b.line.CategoryId ?? -1) ?? all) ||
        a.line.DisplayOrder - b.line.DisplayOrder ||
        a.index - b.index,
    );
  const customLines = keyed
    .filter(({ line }) => isCustomLine(line))
    .sort((a, b) => a.line.DisplayOrder - b.line.DisplayOrder || a.index - b.index);
  return [...categoryLines, ...customLines].map(({ line }, i) => ({ ...line, DisplayOrder: i + 1 }));
}

/** The display order a newly added custom line gets: after every line there is (B §2). */
export function nextDisplayOrder(lines: readonly Pick<OrderLine, 'DisplayOrder'>[]): number {
  return lines.reduce((max, l) => Math.max(max, l.DisplayOrder || 0), 0) + 1;
}

/** B §5: a row is filled when any of material name, material, quantity, colour or unit is set. */
export function isFilledLine(line: OrderLine): boolean {
  return (
    !!line.MaterialName?.trim() ||
    line.MaterialId != null ||
    (line.Quantity != null && line.Quantity !== 0) ||
    line.SelectedColorId != null ||
    line.UnitId != null
  );
}

const hasCategory = (line: OrderLine) => line.CategoryId != null && line.CategoryId > 0;

/** B §5 work order: every line, custom ones included, must have a category. */
export function workOrderLinesValid(lines: readonly OrderLine[]): boolean {
  return lines.every(hasCategory);
}

/** B §5 purchase order: a filled row without a category blocks saving (empty rows do not). */
export function purchaseOrderLinesValid(lines: readonly OrderLine[]): boolean {
  return lines.every((l) => hasCategory(l) || !isFilledLine(l));
}

/** The category name of each line from the category list (a line keeps its own name when its category is gone). */
export function withCategoryNames<L extends OrderLine>(
  lines: readonly L[],
  categories: readonly OrderCategory[],
): L[] {
  const names = new Map(categories.map((c) => [c.Id, c.Name]));
  return lines.map((l) => ({ ...l, CategoryName: names.get(l.CategoryId ?? -1) ?? l.CategoryName }));
}

/**
 * The per-lot siding rows (B §2): one per lot (not deleted) and siding type, each with the saved row's colours
 * and quantities when there is one. Quantities are kept for the town-house categories.
 */
export function lotRowsFor<R extends OrderLotRow>(
  lots: readonly Lot[],
  saved: readonly OrderLotRow[],
  categories: readonly OrderCategory[],
  make: (lot: Lot & { Id: number }, type: string, row: OrderLotRow) => R,
): R[] {
  const shortNames = lotCategories(categories).map((c) => c.ShortName);
  const rows: R[] = [];
  for (const lot of lots) {
    if (lot.IsDeleted || lot.Id === undefined) continue;
    for (const type of lot.SidingTypes) {
      const found = saved.find((r) => r.LotId === lot.Id && r.Type === type);
      const quantities: MaterialQuantities = {};
      for (const name of shortNames) quantities[name] = found?.MaterialQuantities?.[name] ?? null;
      rows.push(
        make(lot as Lot & { Id: number }, type, {
          LotId: lot.Id,
          Type: type,
          SelectedSidingColorId: found?.SelectedSidingColorId ?? null,
          SelectedTrimColorId: found?.SelectedTrimColorId ?? null,
          MaterialQuantities: { ...found?.MaterialQuantities, ...quantities },
        }),
      );
    }
  }
  return rows;
}
