import type { AppRoute } from '@/lib/routing';
import { membershipFeature } from './routes';

/** The feature's routes under a root, as the component tests mount them. */
export const routesForTests: AppRoute[] = [{ path: '/', children: membershipFeature.routes }];
