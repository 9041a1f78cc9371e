import { db, nextId, persist } from '../db';
import { MEMBERSHIP, readJson, requireFields, respond, route } from '../utils';

const toRole = (r: (typeof db.roles)[number]) => ({ Id: r.Id, Name: r.Name, Description: r.Description });

/** Roles (C §7): the list and the insert used at start-up (decision 13). */
export const roleHandlers = [
  route('get', MEMBERSHIP, '/role', () => respond.ok(db.roles.map(toRole)), { permission: '/sysadmin' }),
  route(
    'post',
    MEMBERSHIP,
    '/role/post',
    async ({ request }) => {
      const body = await readJson<{ Name?: string; Description?: string }>(request);
      requireFields(body, ['Name']);
      const name = String(body.Name).trim();
      if (db.roles.some((r) => r.Name.toLowerCase() === name.toLowerCase())) {
        return respond.badRequest(`Role ${name} already exists.`);
      }
      const role = {
        Id: nextId(db.roles),
        Name: name,
        Description: String(body.Description ?? ''),
        Permissions: [],
      };
      db.roles.push(role);
      persist();
      return respond.ok(toRole(role));
    },
    { permission: '/sysadmin' },
  ),
];
