import { db } from '../db';
import { DAEWON, respond, route } from '../utils';

/* Units (B §7 GET /api/unit): a picker's list, no screen. */
export const unitHandlers = [
  route('get', DAEWON, '/api/unit', () => respond.ok(db.units.map((u) => ({ ...u })))),
];
