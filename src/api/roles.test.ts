import { describe, expect, it } from 'vitest';
import { db, server } from '../../mocks/node';
import { queryClient } from '@/lib/query-client';
import { signInAs } from '@/test/test-utils';
import { rolesQueryOptions } from './role-admin';
import { ensureDefaultRoles, roleKeys } from './roles';

/* Decision 13: the administrator's default roles check, and what it asks the server. */

/** The GET /role calls the mock receives from now on, by their background header (the set-up forgets the listener). */
function recordRoleReads() {
  const reads: Array<string | null> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/membership.api/role')
      reads.push(request.headers.get('X-Background-Request'));
  });
  return reads;
}

describe('ensureDefaultRoles', () => {
  it('reads the roles once, in the background, creates the missing ones and has the roles read again', async () => {
    await signInAs('admin');
    // a role's detail page is open: the new roles do not change that role
    queryClient.setQueryData(
      roleKeys.detail(3),
      db.roles.find((r) => r.Id === 3),
    );
    const reads = recordRoleReads();
    expect(await ensureDefaultRoles(queryClient)).toEqual(['BizVicePresident', 'BizService']);
    expect(reads).toEqual(['true']);
    expect(db.roles.map((r) => r.Name)).toEqual(expect.arrayContaining(['BizVicePresident', 'BizService']));
    // the cached list is out of date once roles were created: the roles' screens read it again
    expect(queryClient.getQueryState(roleKeys.lists())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(roleKeys.detail(3))?.isInvalidated).toBe(false);
  });

  it('asks nothing when a screen has read the roles this session, and creates none that exist', async () => {
    await signInAs('admin');
    await ensureDefaultRoles(queryClient);
    queryClient.clear();
    // the users' role filter reads the roles
    await queryClient.fetchQuery(rolesQueryOptions());
    const reads = recordRoleReads();
    expect(await ensureDefaultRoles(queryClient)).toEqual([]);
    expect(reads).toEqual([]);
  });
});
