import { db } from '../db';
import { resourceRoutes } from '../resource-routes';
import type { MockManufacturer } from '../types';
import { DAEWON, respond, route } from '../utils';
import { bad, byName, LOOKUP, matches, requireName, sameName, words } from './reference-common';

/* Material manufacturers (B §3, B §7 /api/materialManufacture). */

function readManufacturer(body: Record<string, unknown>, current: MockManufacturer | undefined) {
  const Name = requireName(body, 'Manufacture', 100);
  if (db.manufacturers.some((m) => m.Id !== current?.Id && sameName(m.Name, Name)))
    throw bad(`A manufacture named '${Name}' already exists.`);
  return { Name };
}

const BASE = '/api/materialManufacture';

export const manufacturerHandlers = resourceRoutes({
  collection: 'manufacturers',
  api: DAEWON,
  path: BASE,
  what: 'Manufacture',
  access: LOOKUP,
  order: byName,
  read: readManufacturer,
  inUse: {
    count: (item) => db.materials.filter((m) => m.ManufactureId === item.Id).length,
    message: (item, count) =>
      `The manufacture '${item.Name}' has ${count} material(s) and cannot be deleted.`,
  },
  extra: [
    route('get', DAEWON, `${BASE}/autocomplete`, ({ url }) => {
      const terms = words(url.searchParams.get('q'));
      return respond.ok(db.manufacturers.filter((m) => matches(m.Name, terms)).sort(byName));
    }),
  ],
});
