/** Every API call carries the tenant it acts for (spec §7, ARCHITECTURE decision 9). */
export const TENANT_HEADER = 'x-tenant-id';

/** The HttpOnly cookie that carries a signed-in session (decision 0003). */
export const SESSION_COOKIE = 'halyard_session';

/** The back office's staff session (issue 16, decision 0171): sent only to `/api/admin/`. */
export const STAFF_SESSION_COOKIE = 'halyard_staff';

/** Fills `{name}` placeholders of a contract path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
