import { filterId, filterText } from '../datatables';
import { db } from '../db';
import { resourceRoutes } from '../resource-routes';
import type { MockMaterial } from '../types';
import { DAEWON, respond, route } from '../utils';
import {
  bad,
  byName,
  LOOKUP,
  materialView,
  matches,
  readColorIds,
  requireName,
  sameName,
  words,
} from './reference-common';

/* Materials (B §3, B §7 /api/material). */

function readMaterial(body: Record<string, unknown>, current: MockMaterial | undefined, by: string) {
  const Name = requireName(body, 'Material', 200);
  const ManufactureId = filterId(body.ManufactureId) ?? null;
  if (ManufactureId !== null && !db.manufacturers.some((m) => m.Id === ManufactureId))
    throw bad('The manufacture does not exist.');
  const CategoryId = filterId(body.CategoryId) ?? null;
  if (CategoryId === null) throw bad('CategoryId is required.');
  if (!db.materialCategories.some((c) => c.Id === CategoryId))
    throw bad('The material category does not exist.');
  if (
    db.materials.some(
      (m) =>
        m.Id !== current?.Id &&
        m.CategoryId === CategoryId &&
        m.ManufactureId === ManufactureId &&
        sameName(m.Name, Name),
    )
  )
    throw bad(`The material '${Name}' already exists in this category.`);
  return { Name, ManufactureId, CategoryId, AvailableColorIds: readColorIds(body.AvailableColors, by) };
}

const BASE = '/api/material';

export const materialHandlers = resourceRoutes({
  collection: 'materials',
  api: DAEWON,
  path: BASE,
  what: 'Material',
  access: LOOKUP,
  order: byName,
  view: materialView,
  read: readMaterial,
  rows: (req) => {
    const name = filterText(req.filters.materialName);
    const maker = filterText(req.filters.manufactureName);
    const categoryId = filterId(req.filters.categoryId);
    return db.materials
      .filter((m) => !name || m.Name.toLowerCase().includes(name))
      .filter((m) => categoryId === undefined || m.CategoryId === categoryId)
      .map(materialView)
      .filter((m) => !maker || (m.Manufacture?.Name ?? '').toLowerCase().includes(maker));
  },
  extra: [
    route('get', DAEWON, `${BASE}/autocomplete`, ({ url }) => {
      const terms = words(url.searchParams.get('q'));
      const categoryId = filterId(url.searchParams.get('categoryId'));
      return respond.ok(
        db.materials
          .filter((m) => categoryId === undefined || m.CategoryId === categoryId)
          .filter((m) => matches(m.Name, terms))
          .sort(byName)
          .map(materialView),
      );
    }),
  ],
});
