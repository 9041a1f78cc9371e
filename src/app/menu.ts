import type { AccessKey } from '@/lib/permissions';
import type { MenuEntry } from '@/lib/routing';

export interface RouteInfo {
  name: string;
  path: string;
  access?: AccessKey;
}

/** Merges entries with the same id (children merged recursively) and sorts by priority. */
export function mergeMenu(entries: MenuEntry[]): MenuEntry[] {
  const byId = new Map<string, MenuEntry>();
  for (const entry of entries) {
    const existing = byId.get(entry.id);
    if (!existing) {
      byId.set(entry.id, { ...entry, children: entry.children ? [...entry.children] : undefined });
    } else {
      byId.set(entry.id, {
        ...existing,
        routeName: existing.routeName ?? entry.routeName,
        to: existing.to ?? entry.to,
        children:
          existing.children || entry.children
            ? [...(existing.children ?? []), ...(entry.children ?? [])]
            : undefined,
      });
    }
  }
  return (
    [...byId.values()]
      .map((e) => (e.children ? { ...e, children: mergeMenu(e.children) } : e))
      // ids are ASCII keys: code-unit order (a locale collator costs start-up time to create)
      .sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  );
}

export interface VisibleMenuEntry {
  id: string;
  label: string;
  to?: string;
  children?: VisibleMenuEntry[];
}

/**
 * Keeps the entries whose route exists and is allowed; a group shows when one of its children does.
 * Depth is limited to three levels.
 */
export function visibleMenu(
  entries: MenuEntry[],
  routes: Map<string, RouteInfo>,
  allowed: (access: AccessKey | undefined) => boolean,
  depth = 1,
): VisibleMenuEntry[] {
  const out: VisibleMenuEntry[] = [];
  for (const entry of entries) {
    if (entry.children?.length && depth < 3) {
      const children = visibleMenu(entry.children, routes, allowed, depth + 1);
      const own = entry.routeName ? routes.get(entry.routeName) : undefined;
      if (children.length)
        out.push({
          id: entry.id,
          label: entry.label,
          to: own && allowed(own.access) ? (entry.to ?? own.path) : undefined,
          children,
        });
      continue;
    }
    if (!entry.routeName) continue;
    const route = routes.get(entry.routeName);
    if (!route || !allowed(route.access)) continue;
    out.push({ id: entry.id, label: entry.label, to: entry.to ?? route.path });
  }
  return out;
}

/** Path segments of a menu link or location, ignoring empty ones (so `/jobs/` equals `/jobs`). */
const segments = (path: string) => path.split(/[?#]/)[0].toLowerCase().split('/').filter(Boolean);

/**
 * The one menu link to highlight for a location: the longest link whose path segments begin the
 * location's, so `/jobs/report` highlights Job Dashboard and not also Jobs (`/jobs/`), while a job
 * detail page (`/jobs/12`) still highlights Jobs.
 */
export function activeMenuPath(entries: VisibleMenuEntry[], pathname: string): string | undefined {
  const here = segments(pathname);
  let best: { to: string; length: number } | undefined;
  const visit = (list: VisibleMenuEntry[]) => {
    for (const entry of list) {
      if (entry.to) {
        const own = segments(entry.to);
        const matches = own.length <= here.length && own.every((s, i) => s === here[i]);
        if (matches && (!best || own.length > best.length)) best = { to: entry.to, length: own.length };
      }
      if (entry.children) visit(entry.children);
    }
  };
  visit(entries);
  return best?.to;
}
