export {
  addRole,
  deleteRole,
  isSystemRole,
  normalizePolicies,
  policyRows,
  renameRole,
  ROLE_MESSAGES,
  togglePolicy,
  toggleRolePermission,
  VIEW_PERMISSION,
} from './roles';
export type { DeleteRoleResult, PolicyCell, PolicyRow, RolePolicies } from './roles';
