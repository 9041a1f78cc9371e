import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/*
 * The registry of site settings (C §2 "Site settings", C §8): each setting registers once under its key; the list
 * page shows every registered setting and /admin/siteSettings/{settingKey} edits one. No UI here (the route table
 * imports it to prefetch a setting's data): an editor is a lazy import.
 */

/** What the edit page gives a setting's editor. */
export interface SiteSettingEditorProps {
  /** the id of the editor's <form>: the page's Save button submits it */
  formId: string;
  /** after a successful save (the page returns to the list) */
  onSaved: () => void;
  /** the editor tells whether a save is running (the page disables Save and Cancel meanwhile) */
  onSavingChange: (saving: boolean) => void;
}

export interface SiteSetting {
  /** the key in the URL (any text) */
  key: string;
  /** i18n key of its name */
  title: string;
  /** i18n key of a one-line description */
  description?: string;
  /** the editor's module */
  editor: () => Promise<ComponentType<SiteSettingEditorProps>>;
  /**
   * starts loading the setting's data into `client` (with the session calls on a cold start, else with the page's
   * code: ./first-requests.ts, the route loader) and gives its query's key
   */
  prefetch?: (client: QueryClient) => QueryKey;
}

/** C §8: registering a setting twice. */
export const DUPLICATE_SETTING_MESSAGE = 'Setting with the provided name already exists';

/** C §8: an unknown key is not found in the registry. */
export class SettingNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Setting '${key}' was not found in the settings registry`);
    this.name = 'SettingNotFoundError';
  }
}

export class SiteSettingsRegistry {
  private readonly settings = new Map<string, SiteSetting>();

  /** Registers a setting; a second setting under the same key throws 'Setting with the provided name already exists'. */
  register(setting: SiteSetting): void {
    if (this.settings.has(setting.key)) throw new Error(DUPLICATE_SETTING_MESSAGE);
    this.settings.set(setting.key, setting);
  }

  has(key: string): boolean {
    return this.settings.has(key);
  }

  /** The setting under a key; throws SettingNotFoundError for an unknown key. */
  get(key: string): SiteSetting {
    const setting = this.settings.get(key);
    if (!setting) throw new SettingNotFoundError(key);
    return setting;
  }

  /** Every registered setting, in registration order. */
  list(): SiteSetting[] {
    return [...this.settings.values()];
  }
}
