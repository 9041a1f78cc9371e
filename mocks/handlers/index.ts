import { authHandlers } from './auth';
import { roleHandlers } from './roles';

/** Every endpoint of the mock API. Each area adds its file here. */
export const handlers = [...authHandlers, ...roleHandlers];
