import { Outlet, useOutletContext } from 'react-router-dom';

/** The repair orders tab (an abstract state, B §2): passes the job detail's context on to its list and form. */
export function RepairOrderOutlet() {
  return <Outlet context={useOutletContext()} />;
}
