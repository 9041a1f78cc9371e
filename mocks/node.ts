import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
export { mockControl } from './utils';
export { db, resetDb } from './db';
