import type { MockCompany, MockUser, MockUserGroup } from './types';

/** The membership tables (issue 16): companies (tenants) and user groups, over the seeded users. */
export interface MembershipSeed {
  companies: MockCompany[];
  userGroups: MockUserGroup[];
}

const byEmail = (users: MockUser[], email: string) => users.find((u) => u.Email === email);
const withRole = (users: MockUser[], role: string) =>
  users.filter((u) => u.Roles.some((r) => r.toLowerCase() === role.toLowerCase()));

/**
 * Seeds the companies and user groups, gives each user a membership company and adds an inactive former
 * employee (whose password cannot be changed). Mutates `users`.
 */
export function seedMembership(users: MockUser[], stamp: string): MembershipSeed {
  const admin = byEmail(users, 'admin@example.com');
  const vicePresident = byEmail(users, 'gordon.lee@example.com');
  const production = byEmail(users, 'derek.holt@example.com');

  const companies: MockCompany[] = [
    {
      Id: 1,
      CompanyName: 'Daewon Exteriors',
      Code: 'DWX',
      LogoUrl: 'https://cdn.daewon.example.com/logo.png',
      Domain: 'daewon.example.com',
      IsDropBoxAttached: true,
      Theme: 'default',
      BackupLimit: 30,
      OwnerId: admin?.Id ?? null,
      Comment: 'Head office, Chantilly VA',
    },
    {
      Id: 2,
      CompanyName: 'Daewon Gutters & Trim',
      Code: 'DGT',
      LogoUrl: 'https://cdn.daewon.example.com/gutters-logo.png',
      Domain: 'gutters.daewon.example.com',
      IsDropBoxAttached: false,
      Theme: 'default',
      BackupLimit: 14,
      OwnerId: vicePresident?.Id ?? null,
      Comment: 'Gutter and trim division',
    },
    {
      Id: 3,
      CompanyName: 'Capital Siding Partners',
      Code: 'CSP',
      LogoUrl: '',
      Domain: 'capitalsiding.example.com',
      IsDropBoxAttached: false,
      Theme: 'default',
      BackupLimit: 7,
      OwnerId: production?.Id ?? null,
      Comment: '',
    },
  ];

  users.push({
    Id: users.reduce((max, u) => Math.max(max, u.Id), 0) + 1,
    FirstName: 'Victor',
    LastName: 'Sloane',
    Email: 'victor.sloane@example.com',
    CellPhoneNumber: '703-555-0142',
    Roles: ['BizStaff'],
    Password: 'demo1234',
    Permissions: [],
    IsActive: false,
    ModifiedBy: 'admin@example.com',
    ModifiedDate: stamp,
    Comment: 'Left the company',
  });

  for (const user of users) {
    const gutters = ['blue line gutters', 'summit seamless'].includes((user.CompanyName ?? '').toLowerCase());
    user.MembershipCompanyId = gutters || user.Id === vicePresident?.Id ? 2 : 1;
  }

  const ids = (list: Array<MockUser | undefined>) => list.filter((u): u is MockUser => !!u).map((u) => u.Id);
  const userGroups: MockUserGroup[] = [
    { Id: 1, Name: 'Owner', UserIds: ids([admin, vicePresident]) },
    { Id: 2, Name: 'Staff', UserIds: ids(withRole(users, 'BizStaff').filter((u) => u.IsActive)) },
    { Id: 3, Name: 'Client', UserIds: ids(withRole(users, 'BizClientCompanyManager')) },
    { Id: 4, Name: 'Production Team', UserIds: ids(withRole(users, 'BizProduction')) },
    { Id: 5, Name: 'Gutter Crew Leads', UserIds: ids(withRole(users, 'BizSubContractor').slice(1, 4)) },
  ];
  return { companies, userGroups };
}
