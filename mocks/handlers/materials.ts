import { dataTableAnswer, filterId, filterText, readDataTableRequest } from '../datatables';
import { db, nextId, persist } from '../db';
import type { MockMaterial } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
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

function readMaterial(body: Record<string, unknown>, by: string, current?: MockMaterial) {
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

const table = async ({ request }: { request: Request }) => {
  const req = await readDataTableRequest(request);
  const name = filterText(req.filters.materialName);
  const maker = filterText(req.filters.manufactureName);
  const categoryId = filterId(req.filters.categoryId);
  const rows = db.materials
    .filter((m) => !name || m.Name.toLowerCase().includes(name))
    .filter((m) => categoryId === undefined || m.CategoryId === categoryId)
    .map(materialView)
    .filter((m) => !maker || (m.Manufacture?.Name ?? '').toLowerCase().includes(maker));
  return respond.ok(dataTableAnswer(req, rows));
};

const BASE = '/api/material';

export const materialHandlers = [
  route('post', DAEWON, `${BASE}/datatables`, table, LOOKUP),
  route('get', DAEWON, `${BASE}/datatables`, table, LOOKUP),
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
  route('get', DAEWON, BASE, () => respond.ok([...db.materials].sort(byName).map(materialView))),
  route(
    'post',
    DAEWON,
    BASE,
    async ({ request, user }) => {
      const material: MockMaterial = {
        Id: nextId(db.materials),
        ...readMaterial(await readJson<Record<string, unknown>>(request), user.Email),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.materials.push(material);
      persist();
      return respond.ok(materialView(material), 201);
    },
    LOOKUP,
  ),
  route<{ id: string }>('get', DAEWON, `${BASE}/:id`, ({ params }) =>
    respond.ok(materialView(findOr404(db.materials, params.id, 'Material'))),
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    `${BASE}/:id`,
    async ({ request, params, user }) => {
      const material = findOr404(db.materials, params.id, 'Material');
      const values = readMaterial(await readJson<Record<string, unknown>>(request), user.Email, material);
      Object.assign(material, values, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      persist();
      return respond.ok(materialView(material));
    },
    LOOKUP,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    `${BASE}/:id`,
    ({ params }) => {
      const material = findOr404(db.materials, params.id, 'Material');
      db.materials = db.materials.filter((m) => m !== material);
      persist();
      return respond.noContent();
    },
    LOOKUP,
  ),
];
