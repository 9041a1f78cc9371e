import type { HttpHandler } from 'msw';

/** Mock endpoints: filled in by its area. */
export const jobSitesHandlers: HttpHandler[] = [];
