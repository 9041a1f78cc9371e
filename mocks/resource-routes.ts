import type { HttpHandler } from 'msw';
import { dataTableAnswer, readDataTableRequest, type DataTableRequest } from './datatables';
import { db, nextId, persist } from './db';
import type { DbShape } from './types';
import { findOr404, HttpError, nowIso, readJson, respond, route } from './utils';

/*
 * The CRUD endpoints a reference-data collection (colours, manufacturers, material categories,
 * materials, supply companies) answers alike: its data table (POST and GET), the sorted list, create,
 * read, update and delete. What differs (validation, answer body, filters, delete checks) is passed in.
 */

/** The fields the server stamps on every write. */
interface Stamped {
  Id: number;
  ModifiedBy: string;
  ModifiedDate: string;
}

/** The collections of the mock database whose items carry an Id and a modified stamp. */
export type ResourceKey = {
  [K in keyof DbShape]: DbShape[K] extends Stamped[] ? K : never;
}[keyof DbShape];

type ItemOf<K extends ResourceKey> = DbShape[K][number];

/** What a create or update body is read into: the item without its server-stamped fields. */
export type ResourceValues<K extends ResourceKey> = Omit<ItemOf<K>, keyof Stamped>;

/** How one collection's endpoints differ. */
export interface ResourceRoutesOptions<K extends ResourceKey> {
  /** the mock database collection (read on each call: a reset replaces `db`) */
  collection: K;
  /** the API base the endpoints live under */
  api: string;
  /** the list and create path; its `/:id` reads, updates and deletes */
  path: string;
  /** the data table's path; `${path}/datatables` when omitted */
  tablePath?: string;
  /** the name of an item in the 404 message ("Material not found") */
  what: string;
  /** the permission the data table and the writes need (the reads are open to any signed-in user) */
  access: { permission: string };
  /** the order of the list */
  order: (a: ItemOf<K>, b: ItemOf<K>) => number;
  /** an item's answer body; the stored item when omitted */
  view?: (item: ItemOf<K>) => unknown;
  /** the data table's rows for a request (its filters); the collection as stored when omitted */
  rows?: (req: DataTableRequest) => unknown[];
  /** validates a create (`current` undefined) or update body; throws an HttpError when refused */
  read: (body: Record<string, unknown>, current: ItemOf<K> | undefined, by: string) => ResourceValues<K>;
  /** refuses (400) the delete of an item still in use: how many use it, and the message then */
  inUse?: {
    count: (item: ItemOf<K>) => number;
    message: (item: ItemOf<K>, count: number) => string;
  };
  /** more endpoints, declared after the data table and before the list and `/:id` (an autocomplete) */
  extra?: HttpHandler[];
}

/** The reference-data CRUD endpoints of one collection (see ResourceRoutesOptions). */
export function resourceRoutes<K extends ResourceKey>(options: ResourceRoutesOptions<K>): HttpHandler[] {
  const { collection, api, path, what, access, order, read, inUse } = options;
  const tablePath = options.tablePath ?? `${path}/datatables`;
  const items = (): ItemOf<K>[] => db[collection];
  const replace = (next: ItemOf<K>[]) => {
    (db as Record<K, ItemOf<K>[]>)[collection] = next;
  };
  const view = (item: ItemOf<K>) => (options.view ? options.view(item) : item);
  const table = async ({ request }: { request: Request }) => {
    const req = await readDataTableRequest(request);
    return respond.ok(dataTableAnswer(req, options.rows ? options.rows(req) : items()));
  };

  return [
    route('post', api, tablePath, table, access),
    route('get', api, tablePath, table, access),
    ...(options.extra ?? []),
    route('get', api, path, () => respond.ok([...items()].sort(order).map(view))),
    route(
      'post',
      api,
      path,
      async ({ request, user }) => {
        const item = {
          Id: nextId(items()),
          ...read(await readJson<Record<string, unknown>>(request), undefined, user.Email),
          ModifiedBy: user.Email,
          ModifiedDate: nowIso(),
        } as ItemOf<K>;
        items().push(item);
        persist();
        return respond.ok(view(item), 201);
      },
      access,
    ),
    route<{ id: string }>('get', api, `${path}/:id`, ({ params }) =>
      respond.ok(view(findOr404(items(), params.id, what))),
    ),
    route<{ id: string }>(
      'put',
      api,
      `${path}/:id`,
      async ({ request, params, user }) => {
        const item = findOr404(items(), params.id, what);
        const values = read(await readJson<Record<string, unknown>>(request), item, user.Email);
        Object.assign(item, values, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
        persist();
        return respond.ok(view(item));
      },
      access,
    ),
    route<{ id: string }>(
      'delete',
      api,
      `${path}/:id`,
      ({ params }) => {
        const item = findOr404(items(), params.id, what);
        const count = inUse ? inUse.count(item) : 0;
        if (inUse && count) throw new HttpError(respond.badRequest(inUse.message(item, count)));
        replace(items().filter((i) => i !== item));
        persist();
        return respond.noContent();
      },
      access,
    ),
  ];
}
