import { dataTableAnswer, filterId, readDataTableRequest } from '../datatables';
import { db, nextId, persist } from '../db';
import type { MockColor } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
import {
  bad,
  byName,
  flag,
  isTrue,
  LOOKUP,
  matches,
  requireName,
  sameName,
  text,
  words,
} from './reference-common';

/* Colours (B §3, B §7, C §7): CRUD, the list's data table and the autocomplete. */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FLAGS = [
  ['shutterColor', 'IsShutterColor'],
  ['gutterColor', 'IsGutterColor'],
  ['downspoutColor', 'IsDownSpoutColor'],
  ['splashblockColor', 'IsSplashblockColor'],
] as const;

function readColor(body: Record<string, unknown>, current?: MockColor) {
  const Name = requireName(body, 'Color', 100);
  if (db.colors.some((c) => c.Id !== current?.Id && sameName(c.Name, Name)))
    throw bad(`A color named '${Name}' already exists.`);
  const ColorCode = text(body.ColorCode);
  if (ColorCode && !HEX.test(ColorCode)) throw bad('ColorCode must be a hex colour such as #1C1C1C.');
  return {
    Name,
    ColorCode: ColorCode.toUpperCase(),
    IsShutterColor: flag(body, 'IsShutterColor'),
    IsGutterColor: flag(body, 'IsGutterColor'),
    IsDownSpoutColor: flag(body, 'IsDownSpoutColor'),
    IsSplashblockColor: flag(body, 'IsSplashblockColor'),
  };
}

/** Colours holding every flag asked for (shutterColor=true...); none asked = all. */
const withFlags = (asked: (name: string) => unknown) => (c: MockColor) =>
  FLAGS.every(([param, field]) => !isTrue(asked(param)) || c[field]);

const usedBy = (id: number) =>
  db.materials.filter((m) => m.AvailableColorIds.includes(id)).length +
  db.materialCategories.filter((m) => m.AvailableColorIds.includes(id)).length;

const table = async ({ request }: { request: Request }) => {
  const req = await readDataTableRequest(request);
  const rows = db.colors.filter(withFlags((p) => req.filters[p]));
  return respond.ok(dataTableAnswer(req, rows));
};

export const colorHandlers = [
  route('post', DAEWON, '/api/color/datatables', table, LOOKUP),
  route('get', DAEWON, '/api/color/datatables', table, LOOKUP),
  route('get', DAEWON, '/api/color/autocomplete', ({ url }) => {
    const terms = words(url.searchParams.get('q'));
    const materialId = filterId(url.searchParams.get('materialId'));
    const material = materialId ? db.materials.find((m) => m.Id === materialId) : undefined;
    if (materialId && !material) return respond.ok([]);
    return respond.ok(
      db.colors
        .filter((c) => !material || material.AvailableColorIds.includes(c.Id))
        .filter(withFlags((p) => url.searchParams.get(p)))
        .filter((c) => matches(c.Name, terms))
        .sort(byName),
    );
  }),
  route('get', DAEWON, '/api/color', () => respond.ok([...db.colors].sort(byName))),
  route(
    'post',
    DAEWON,
    '/api/color',
    async ({ request, user }) => {
      const color: MockColor = {
        Id: nextId(db.colors),
        ...readColor(await readJson<Record<string, unknown>>(request)),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.colors.push(color);
      persist();
      return respond.ok(color, 201);
    },
    LOOKUP,
  ),
  route<{ id: string }>('get', DAEWON, '/api/color/:id', ({ params }) =>
    respond.ok(findOr404(db.colors, params.id, 'Color')),
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/color/:id',
    async ({ request, params, user }) => {
      const color = findOr404(db.colors, params.id, 'Color');
      Object.assign(color, readColor(await readJson<Record<string, unknown>>(request), color), {
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      });
      persist();
      return respond.ok(color);
    },
    LOOKUP,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/color/:id',
    ({ params }) => {
      const color = findOr404(db.colors, params.id, 'Color');
      const count = usedBy(color.Id);
      if (count) throw bad(`The color '${color.Name}' is used by ${count} material(s) or categories.`);
      db.colors = db.colors.filter((c) => c !== color);
      persist();
      return respond.noContent();
    },
    LOOKUP,
  ),
];
