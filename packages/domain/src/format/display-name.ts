/** Spec 000 §2: the server's menu child 'Dining Menu' is shown as 'Others'. */
const NAV_RENAMES: Readonly<Record<string, string>> = { 'Dining Menu': 'Others' };

/** Spec 002 §6: the policy permissions 'Cancel (…)' are shown as 'Void (…)'. */
const PERMISSION_RENAMES: Readonly<Record<string, string>> = {
  'Cancel (Request)': 'Void (Request)',
  'Cancel (Approve)': 'Void (Approve)',
};

/** The name a side-menu entry from the server is displayed with. */
export function displayNavName(name: string): string {
  return Object.hasOwn(NAV_RENAMES, name) ? NAV_RENAMES[name]! : name;
}

/** The name a role-policy permission is displayed with; the wire name is unchanged. */
export function displayPermissionName(name: string): string {
  return Object.hasOwn(PERMISSION_RENAMES, name) ? PERMISSION_RENAMES[name]! : name;
}
