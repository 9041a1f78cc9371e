import { db } from '../db';
import { resourceRoutes } from '../resource-routes';
import type { MockMaterialCategory } from '../types';
import { DAEWON, respond, route } from '../utils';
import {
  bad,
  byName,
  categoryView,
  flag,
  LOOKUP,
  matches,
  readColorIds,
  requireName,
  sameName,
  text,
  words,
} from './reference-common';

/* Material categories (B §3, B §4, B §7 /api/materialCategory). Sorted by DisplayOrder. */

const byOrder = (a: MockMaterialCategory, b: MockMaterialCategory) =>
  a.DisplayOrder - b.DisplayOrder || byName(a, b);

function readCategory(body: Record<string, unknown>, current: MockMaterialCategory | undefined, by: string) {
  const Name = requireName(body, 'Material category', 100);
  if (db.materialCategories.some((c) => c.Id !== current?.Id && sameName(c.Name, Name)))
    throw bad(`A material category named '${Name}' already exists.`);
  const ShortName = text(body.ShortName);
  if (!ShortName) throw bad('ShortName is required.');
  if (ShortName.length > 10) throw bad('ShortName must be at most 10 characters.');
  // purchase order lot rows key their quantities by short name (B §3): it must be unique
  if (db.materialCategories.some((c) => c.Id !== current?.Id && sameName(c.ShortName, ShortName)))
    throw bad(`The short name '${ShortName}' is used by another category.`);
  const order =
    body.DisplayOrder === undefined || body.DisplayOrder === null ? NaN : Number(body.DisplayOrder);
  if (!Number.isInteger(order) || order < 0 || order > 100000)
    throw bad('DisplayOrder must be a whole number from 0.');
  return {
    Name,
    ShortName,
    DisplayOrder: order,
    DisabledByDefault: flag(body, 'DisabledByDefault'),
    NeededByTownHouse: flag(body, 'NeededByTownHouse'),
    IsPrePopulatedMaterial: flag(body, 'IsPrePopulatedMaterial'),
    AvailableColorIds: readColorIds(body.AvailableColors, by),
  };
}

const BASE = '/api/materialCategory';

export const materialCategoryHandlers = resourceRoutes({
  collection: 'materialCategories',
  api: DAEWON,
  path: BASE,
  what: 'Material category',
  access: LOOKUP,
  order: byOrder,
  view: categoryView,
  read: readCategory,
  rows: () => [...db.materialCategories].sort(byOrder).map(categoryView),
  inUse: {
    count: (category) => db.materials.filter((m) => m.CategoryId === category.Id).length,
    message: (category, count) =>
      `The category '${category.Name}' has ${count} material(s) and cannot be deleted.`,
  },
  extra: [
    route('get', DAEWON, `${BASE}/autocomplete`, ({ url }) => {
      const terms = words(url.searchParams.get('q'));
      return respond.ok(
        db.materialCategories
          .filter((c) => matches(`${c.Name} ${c.ShortName}`, terms))
          .sort(byOrder)
          .map(categoryView),
      );
    }),
  ],
});
