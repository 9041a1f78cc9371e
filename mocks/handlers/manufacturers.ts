import { dataTableAnswer, readDataTableRequest } from '../datatables';
import { db, nextId, persist } from '../db';
import type { MockManufacturer } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
import { bad, byName, LOOKUP, matches, requireName, sameName, words } from './reference-common';

/* Material manufacturers (B §3, B §7 /api/materialManufacture). */

function readManufacturer(body: Record<string, unknown>, current?: MockManufacturer) {
  const Name = requireName(body, 'Manufacture', 100);
  if (db.manufacturers.some((m) => m.Id !== current?.Id && sameName(m.Name, Name)))
    throw bad(`A manufacture named '${Name}' already exists.`);
  return { Name };
}

const table = async ({ request }: { request: Request }) => {
  const req = await readDataTableRequest(request);
  return respond.ok(dataTableAnswer(req, db.manufacturers));
};

const BASE = '/api/materialManufacture';

export const manufacturerHandlers = [
  route('post', DAEWON, `${BASE}/datatables`, table, LOOKUP),
  route('get', DAEWON, `${BASE}/datatables`, table, LOOKUP),
  route('get', DAEWON, `${BASE}/autocomplete`, ({ url }) => {
    const terms = words(url.searchParams.get('q'));
    return respond.ok(db.manufacturers.filter((m) => matches(m.Name, terms)).sort(byName));
  }),
  route('get', DAEWON, BASE, () => respond.ok([...db.manufacturers].sort(byName))),
  route(
    'post',
    DAEWON,
    BASE,
    async ({ request, user }) => {
      const item: MockManufacturer = {
        Id: nextId(db.manufacturers),
        ...readManufacturer(await readJson<Record<string, unknown>>(request)),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.manufacturers.push(item);
      persist();
      return respond.ok(item, 201);
    },
    LOOKUP,
  ),
  route<{ id: string }>('get', DAEWON, `${BASE}/:id`, ({ params }) =>
    respond.ok(findOr404(db.manufacturers, params.id, 'Manufacture')),
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    `${BASE}/:id`,
    async ({ request, params, user }) => {
      const item = findOr404(db.manufacturers, params.id, 'Manufacture');
      Object.assign(item, readManufacturer(await readJson<Record<string, unknown>>(request), item), {
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      });
      persist();
      return respond.ok(item);
    },
    LOOKUP,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    `${BASE}/:id`,
    ({ params }) => {
      const item = findOr404(db.manufacturers, params.id, 'Manufacture');
      const count = db.materials.filter((m) => m.ManufactureId === item.Id).length;
      if (count) throw bad(`The manufacture '${item.Name}' has ${count} material(s) and cannot be deleted.`);
      db.manufacturers = db.manufacturers.filter((m) => m !== item);
      persist();
      return respond.noContent();
    },
    LOOKUP,
  ),
];
