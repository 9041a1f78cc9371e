import { describe, expect, it } from 'vitest';
import { isAllowed, Permissions } from './permissions';

describe('isAllowed, the one permission check (A §6)', () => {
  const held = [Permissions.CanAccessJobReports];

  it('allows an absent key and a single key in the list', () => {
    expect(isAllowed(held, undefined)).toBe(true);
    expect(isAllowed(held, null)).toBe(true);
    expect(isAllowed(held, Permissions.CanAccessJobReports)).toBe(true);
    expect(isAllowed(held, Permissions.CanManageJobs)).toBe(false);
    expect(isAllowed(undefined, Permissions.CanManageJobs)).toBe(false);
  });

  it('allows several keys when any one of them is held', () => {
    const either = [Permissions.CanManageJobs, Permissions.CanAccessJobReports];
    expect(isAllowed(held, either)).toBe(true);
    expect(isAllowed([Permissions.CanManageJobs], either)).toBe(true);
    expect(isAllowed([Permissions.CanManageWorkLogs], either)).toBe(false);
    expect(isAllowed([], either)).toBe(false);
    expect(isAllowed([], [])).toBe(true);
  });
});
