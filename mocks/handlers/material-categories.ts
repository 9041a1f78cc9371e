import { dataTableAnswer, readDataTableRequest } from '../datatables';
import { db, nextId, persist } from '../db';
import type { MockMaterialCategory } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
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

function readCategory(body: Record<string, unknown>, by: string, current?: MockMaterialCategory) {
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

const table = async ({ request }: { request: Request }) => {
  const req = await readDataTableRequest(request);
  return respond.ok(dataTableAnswer(req, [...db.materialCategories].sort(byOrder).map(categoryView)));
};

const BASE = '/api/materialCategory';

export const materialCategoryHandlers = [
  route('post', DAEWON, `${BASE}/datatables`, table, LOOKUP),
  route('get', DAEWON, `${BASE}/datatables`, table, LOOKUP),
  route('get', DAEWON, `${BASE}/autocomplete`, ({ url }) => {
    const terms = words(url.searchParams.get('q'));
    return respond.ok(
      db.materialCategories
        .filter((c) => matches(`${c.Name} ${c.ShortName}`, terms))
        .sort(byOrder)
        .map(categoryView),
    );
  }),
  route('get', DAEWON, BASE, () => respond.ok([...db.materialCategories].sort(byOrder).map(categoryView))),
  route(
    'post',
    DAEWON,
    BASE,
    async ({ request, user }) => {
      const category: MockMaterialCategory = {
        Id: nextId(db.materialCategories),
        ...readCategory(await readJson<Record<string, unknown>>(request), user.Email),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.materialCategories.push(category);
      persist();
      return respond.ok(categoryView(category), 201);
    },
    LOOKUP,
  ),
  route<{ id: string }>('get', DAEWON, `${BASE}/:id`, ({ params }) =>
    respond.ok(categoryView(findOr404(db.materialCategories, params.id, 'Material category'))),
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    `${BASE}/:id`,
    async ({ request, params, user }) => {
      const category = findOr404(db.materialCategories, params.id, 'Material category');
      const values = readCategory(await readJson<Record<string, unknown>>(request), user.Email, category);
      Object.assign(category, values, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      persist();
      return respond.ok(categoryView(category));
    },
    LOOKUP,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    `${BASE}/:id`,
    ({ params }) => {
      const category = findOr404(db.materialCategories, params.id, 'Material category');
      const count = db.materials.filter((m) => m.CategoryId === category.Id).length;
      if (count) throw bad(`The category '${category.Name}' has ${count} material(s) and cannot be deleted.`);
      db.materialCategories = db.materialCategories.filter((c) => c !== category);
      persist();
      return respond.noContent();
    },
    LOOKUP,
  ),
];
