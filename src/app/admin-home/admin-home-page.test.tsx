import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { registerRouter } from '@/lib/session';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { featureRoutes } from '../registry';
import { createAppRoutes } from '../router';

function renderAdminHome() {
  const rendered = renderRoutes(createAppRoutes(featureRoutes), ['/admin']);
  registerRouter(rendered.router);
  return rendered;
}

afterEach(() => registerRouter(null));

const T = { timeout: 10_000 };

/** Each section's heading and the link names it lists, in order. */
async function sections() {
  await screen.findByRole('heading', { name: 'Administration', level: 1 }, T);
  const main = screen.getByRole('main');
  return within(main)
    .queryAllByRole('region')
    .map((region) => ({
      heading: within(region).getByRole('heading', { level: 2 }).textContent,
      links: within(region)
        .queryAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    }));
}

describe('the administration home (/admin, backend.home)', () => {
  it('an administrator sees every Manage and System Admin screen, each a link with its menu label', async () => {
    await signInAs('admin');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const { router } = renderAdminHome();
    expect(await sections()).toEqual([
      {
        heading: 'Manage',
        links: [
          ['Builders', '/manage/clientCompany'],
          ['Employees', '/manages/employees'],
          ['Contractors', '/manages/contractors'],
          ['Supply Companies', '/admin/supplyCompanies'],
          ['Manufactures', '/admin/manageManufactures'],
          ['Colors', '/admin/manageColors'],
          ['Material Categories', '/admin/manageMaterialCategories'],
          ['Materials', '/admin/manageMaterials'],
        ],
      },
      {
        heading: 'System Admin',
        links: [
          ['Users', '/membership/user/list'],
          ['Roles', '/membership/role/list'],
          ['Site Settings', '/admin/siteSettings'],
          ['Companies', '/membership/company/list'],
        ],
      },
    ]);
    expect(router.state.location.pathname).toBe('/admin');
    // the list is the menu's: no screen's data is fetched for it
    expect(calls.filter((path) => path.includes('/api/'))).toEqual([]);
    server.events.removeAllListeners();

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Colors' }));
    expect(await screen.findByRole('heading', { name: 'Colors', level: 1 }, T)).toBeInTheDocument();
  });

  it('staff see only the screens staff may open', async () => {
    await signInAs('staff');
    renderAdminHome();
    expect(await sections()).toEqual([
      {
        heading: 'Manage',
        links: [
          ['Builders', '/manage/clientCompany'],
          ['Supply Companies', '/admin/supplyCompanies'],
          ['Manufactures', '/admin/manageManufactures'],
          ['Colors', '/admin/manageColors'],
          ['Material Categories', '/admin/manageMaterialCategories'],
          ['Materials', '/admin/manageMaterials'],
        ],
      },
    ]);
  });

  it('a subcontractor sees none, and is told so', async () => {
    await signInAs('subcontractor');
    const { router } = renderAdminHome();
    await screen.findByRole('heading', { name: 'Administration', level: 1 }, T);
    const empty = screen.getByRole('region', { name: 'No management screens' });
    expect(empty).toHaveTextContent('Your account may not open any of the management screens.');
    expect(within(empty).getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Manage' })).toBeNull();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
