/**
 * The query keys of users and business users, apart from their calls: a screen that only refreshes users after a
 * change (the membership user detail and list) need not load the business-user calls and pickers with them.
 * `@/api/users` and `@/api/biz-users` re-export them.
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: object) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
};

export const bizUserKeys = {
  all: ['bizUsers'] as const,
  lists: () => [...bizUserKeys.all, 'list'] as const,
  list: (params: object) => [...bizUserKeys.lists(), params] as const,
  /** the whole list GET /bizUsers answers */
  whole: () => [...bizUserKeys.all, 'whole'] as const,
  details: () => [...bizUserKeys.all, 'detail'] as const,
  detail: (id: number) => [...bizUserKeys.details(), id] as const,
  emailCheck: (email: string) => [...bizUserKeys.all, 'checkEmail', email.toLowerCase()] as const,
};
