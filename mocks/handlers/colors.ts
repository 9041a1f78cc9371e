import { filterId } from '../datatables';
import { db } from '../db';
import { resourceRoutes } from '../resource-routes';
import type { MockColor } from '../types';
import { DAEWON, respond, route } from '../utils';
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

function readColor(body: Record<string, unknown>, current: MockColor | undefined) {
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

export const colorHandlers = resourceRoutes({
  collection: 'colors',
  api: DAEWON,
  path: '/api/color',
  what: 'Color',
  access: LOOKUP,
  order: byName,
  read: readColor,
  rows: (req) => db.colors.filter(withFlags((p) => req.filters[p])),
  inUse: {
    count: (color) => usedBy(color.Id),
    message: (color, count) => `The color '${color.Name}' is used by ${count} material(s) or categories.`,
  },
  extra: [
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
  ],
});
