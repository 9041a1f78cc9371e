export { Can, useCan } from './can';
export { startImpersonation, stopImpersonation, useImpersonation } from './impersonation';
