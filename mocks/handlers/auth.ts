import { db, persist } from '../db';
import { HttpError, MEMBERSHIP, permissionsOf, readJson, respond, route, sessionOf } from '../utils';

function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Authentication calls (A §7, C §7). */
export const authHandlers = [
  route(
    'post',
    MEMBERSHIP,
    '/auth',
    async ({ request }) => {
      const body = await readJson<{ Login?: unknown; Password?: unknown }>(request);
      if (
        typeof body.Login !== 'string' ||
        typeof body.Password !== 'string' ||
        !body.Login ||
        !body.Password
      ) {
        return respond.badRequest('Login and Password are required.');
      }
      const user = db.users.find((u) => u.Email.toLowerCase() === String(body.Login).trim().toLowerCase());
      if (!user || user.Password !== body.Password || !user.IsActive) {
        return respond.badRequest('The email or password you entered is incorrect.');
      }
      const token = newToken();
      db.sessions.push({ token, userId: user.Id });
      persist();
      return respond.ok({ key: 'AuthToken', value: token });
    },
    { anonymous: true },
  ),
  route('get', MEMBERSHIP, '/auth/user', ({ request, user }) => {
    const session = sessionOf(request);
    const original = session?.originalUserId
      ? db.users.find((u) => u.Id === session.originalUserId)
      : undefined;
    return respond.ok({
      userName: `${user.FirstName} ${user.LastName}`,
      ...(original
        ? { isImpersonating: true, originalUserName: `${original.FirstName} ${original.LastName}` }
        : {}),
    });
  }),
  route('get', MEMBERSHIP, '/auth/permissions', ({ user }) => respond.ok(permissionsOf(user))),
  route<{ userId: string }>(
    'get',
    MEMBERSHIP,
    '/auth/impersonate/:userId',
    ({ request, params, user }) => {
      const session = sessionOf(request);
      const target = db.users.find((u) => u.Id === Number(params.userId));
      if (!target) return respond.notFound('User');
      if (!session) throw new HttpError(respond.unauthorized());
      session.originalUserId = session.originalUserId ?? user.Id;
      session.userId = target.Id;
      persist();
      return respond.ok(true);
    },
    { permission: '/sysadmin' },
  ),
  route('get', MEMBERSHIP, '/auth/CancelImpersonation', ({ request }) => {
    const session = sessionOf(request);
    if (session?.originalUserId) {
      session.userId = session.originalUserId;
      delete session.originalUserId;
      persist();
    }
    return respond.ok(true);
  }),
];
