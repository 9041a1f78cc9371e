/**
 * The session's query keys, apart from the calls: the route guards on the first paint read the cached permission
 * list by key, and load the calls (and the HTTP client) only when they need them.
 */
export const authKeys = {
  all: ['auth'] as const,
  permissions: () => [...authKeys.all, 'permissions'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};
