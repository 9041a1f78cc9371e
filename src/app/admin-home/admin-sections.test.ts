import { describe, expect, it } from 'vitest';
import { adminSections } from './admin-sections';

describe('administration home sections', () => {
  it('the administration home keeps the Manage and System Admin groups with a screen the user may open', () => {
    const visible = [
      { id: 'dashboard', label: 'Dashboard', to: '/dashboard' },
      {
        id: 'manage',
        label: 'Manage',
        children: [{ id: 'colors', label: 'Colors', to: '/admin/manageColors' }],
      },
      { id: 'userManagement', label: 'User Management', children: [{ id: 'g', label: 'Groups', to: '/g' }] },
      { id: 'systemAdmin', label: 'System Admin', children: [{ id: 'heading', label: 'No link' }] },
    ];
    expect(adminSections(visible)).toEqual([
      {
        id: 'manage',
        label: 'Manage',
        children: [{ id: 'colors', label: 'Colors', to: '/admin/manageColors' }],
      },
    ]);
    expect(adminSections(visible.slice(0, 1))).toEqual([]);
  });
});
