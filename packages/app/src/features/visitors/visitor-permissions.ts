import { can, isOwner, PERMISSIONS, type PermissionSubject } from '@strata/domain';

/**
 * Who may register a visitor (spec 001 §6): owners for their own unit, and staff with Create on
 * Visitors (super users pass every check).
 */
export function canAddVisitor(user: PermissionSubject | null | undefined): boolean {
  return isOwner(user) || can(user, 'Visitors', PERMISSIONS.create);
}
