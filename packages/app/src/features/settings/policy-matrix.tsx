import { useLingui } from '@lingui/react/macro';
import {
  deleteRole,
  isSystemRole,
  renameRole,
  toggleRolePermission,
  type RolePolicies,
  type RoleWithPolicies,
} from '@strata/domain';
import { Button, cn, Input } from '@strata/ui';
import { Check, Trash2 } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { areaLabel, permissionLabel } from './policy-labels';

/** One row of the matrix: a permission of an access area. */
type MatrixRow = { area: string; permission: string; first: boolean; span: number };

/**
 * The rows: every area of the default policies and of the roles, in the server's order, each
 * with the union of its permissions (so a role lacking one shows an empty cell).
 */
function matrixRows(defaults: RolePolicies, roles: readonly RoleWithPolicies[]): MatrixRow[] {
  const areas = new Map<string, string[]>();
  for (const policies of [defaults, ...roles.map((role) => role.policies)]) {
    for (const [area, policy] of Object.entries(policies)) {
      const names = areas.get(area) ?? [];
      for (const permission of policy.permissions) {
        if (!names.includes(permission.name)) names.push(permission.name);
      }
      areas.set(area, names);
    }
  }
  return [...areas].flatMap(([area, permissions]) =>
    permissions.map((permission, index) => ({
      area,
      permission,
      first: index === 0,
      span: permissions.length,
    })),
  );
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export type PolicyMatrixProps = {
  roles: readonly RoleWithPolicies[];
  defaultPolicies: RolePolicies;
  onRolesChange: (roles: RoleWithPolicies[]) => void;
  /** The message of a role's name, by the role's index (a new role's name is required). */
  nameError: (index: number) => string | undefined;
};

/**
 * The roles × policies matrix (spec 002 §2, §4): access areas as rows (one line per permission),
 * roles as columns. Switches follow the domain's toggling (View off clears the area, any
 * permission turns View on); read-only (system) roles show their switches as text; a new role's
 * name is an input and it may be deleted, a saved role's name is text. One tab stop: the arrow
 * keys, Home and End move between switches. Headers stay in view while the matrix scrolls inside
 * its own box (inline-size containment keeps a wide matrix from widening the page), and every
 * column has a fixed width, so toggling or a message never moves the layout.
 */
export function PolicyMatrix({
  roles,
  defaultPolicies,
  onRolesChange,
  nameError,
}: PolicyMatrixProps) {
  const { t } = useLingui();
  const rows = matrixRows(defaultPolicies, roles);
  const grid = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<{ row: number; col: number } | null>(null);
  const editable = useMemo(() => roles.map((role) => !isSystemRole(role)), [roles]);
  const firstEditable = editable.indexOf(true);
  const has = (role: RoleWithPolicies, row: MatrixRow) =>
    role.policies[row.area]?.permissions.some((entry) => entry.name === row.permission) ?? false;
  // The switch that takes the tab stop: the last one used, else the first there is.
  const tabStop =
    active && editable[active.col] && roles[active.col] && rows[active.row]
      ? active
      : firstEditable === -1
        ? null
        : { row: rows.findIndex((row) => has(roles[firstEditable]!, row)), col: firstEditable };

  // Stable callbacks over the latest roles, so a row re-renders only when its own props change
  // (moving the tab stop re-renders two rows, not the whole matrix).
  const latest = useRef({ roles, onRolesChange });
  useEffect(() => {
    latest.current = { roles, onRolesChange };
  });
  const toggle = useCallback((col: number, row: MatrixRow, on: boolean) => {
    const { roles: current, onRolesChange: change } = latest.current;
    change(
      current.map((role, index) =>
        index === col ? toggleRolePermission(role, row.area, row.permission, on) : role,
      ),
    );
  }, []);
  const names = useMemo(
    () =>
      roles.map((role, index) => (role.name.trim() === '' ? t`New role ${index + 1}` : role.name)),
    [roles, t],
  );

  const focusCell = (row: number, col: number) => {
    const target = grid.current?.querySelector<HTMLElement>(
      `[data-matrix-row="${row}"][data-matrix-col="${col}"]`,
    );
    if (!target) return false;
    target.focus();
    setActive({ row, col });
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-matrix-row]');
    if (!cell) return;
    const row = Number(cell.dataset.matrixRow);
    const col = Number(cell.dataset.matrixCol);
    if (event.key === 'Home' || event.key === 'End') {
      const cols = roles.map((_, index) => index);
      const order = event.key === 'Home' ? cols : cols.reverse();
      if (order.some((next) => focusCell(row, next))) event.preventDefault();
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    // Skips cells without a switch (a read-only role, a permission the role lacks).
    for (let step = 1; ; step += 1) {
      const next = { row: row + move[0] * step, col: col + move[1] * step };
      if (next.row < 0 || next.row >= rows.length || next.col < 0 || next.col >= roles.length) {
        return;
      }
      if (focusCell(next.row, next.col)) return;
    }
  };

  const roleName = (_role: RoleWithPolicies, index: number) => names[index]!;

  return (
    <div
      role="region"
      aria-label={t`Roles and policies`}
      tabIndex={firstEditable === -1 ? 0 : undefined}
      // `relative`: the cells' visually hidden labels (position: absolute) are placed, and
      // clipped, inside the scrolling box; else they overflow the page sideways.
      className="relative max-h-[70vh] overflow-auto rounded-lg border bg-card [contain:inline-size]"
    >
      {/* A grid (APG data grid): one tab stop, the arrow keys move between its switches. */}
      <table
        ref={grid}
        role="grid"
        aria-label={t`Roles and policies`}
        onKeyDown={onKeyDown}
        className="w-max table-fixed border-separate border-spacing-0 text-sm"
      >
        <colgroup>
          <col className="w-24 sm:w-36" />
          <col className="w-24 sm:w-36" />
          {roles.map((role, index) => (
            <col key={index} className="w-40" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              colSpan={2}
              className="sticky top-0 left-0 z-30 border-e border-b bg-muted px-3 py-2 text-start align-bottom font-medium"
            >
              {t`Access area`}
            </th>
            {roles.map((role, index) => {
              const error = nameError(index);
              return (
                <th
                  key={index}
                  scope="col"
                  className="sticky top-0 z-20 h-24 border-b bg-muted px-2 py-2 text-start align-top font-medium"
                >
                  {role.new ? (
                    <div className="flex flex-col gap-1">
                      <div className="flex items-center gap-1">
                        <Input
                          aria-label={t`Role name ${index + 1}`}
                          aria-invalid={error ? true : undefined}
                          aria-required
                          size="sm"
                          value={role.name}
                          onChange={(event) =>
                            onRolesChange(renameRole(roles, index, event.target.value))
                          }
                        />
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          onClick={() => {
                            const result = deleteRole(roles, index);
                            if (result.ok) onRolesChange(result.roles);
                          }}
                        >
                          <Trash2 aria-hidden />
                          <span className="sr-only">{t`Delete ${roleName(role, index)}`}</span>
                        </Button>
                      </div>
                      <p
                        role={error ? 'alert' : undefined}
                        className="min-h-4 text-xs font-normal text-destructive"
                      >
                        {error}
                      </p>
                    </div>
                  ) : (
                    <div className="flex flex-col gap-1">
                      <span className="break-words">{role.name}</span>
                      {isSystemRole(role) && (
                        <span className="text-xs font-normal text-muted-foreground">
                          {t`Read only`}
                        </span>
                      )}
                    </div>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <MatrixRowView
              key={`${row.area}:${row.permission}`}
              row={row}
              rowIndex={rowIndex}
              last={rowIndex + 1 === rows.length || rows[rowIndex + 1]!.first}
              roles={roles}
              names={names}
              editable={editable}
              tabCol={tabStop?.row === rowIndex ? tabStop.col : -1}
              onToggle={toggle}
              onCellFocus={setActive}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type MatrixRowViewProps = {
  row: MatrixRow;
  rowIndex: number;
  /** The area's last permission: the row closes the area with a border. */
  last: boolean;
  roles: readonly RoleWithPolicies[];
  /** The roles' display names (a new role without a name is 'New role n'). */
  names: readonly string[];
  editable: readonly boolean[];
  /** The column of the matrix's tab stop when it is in this row, else -1. */
  tabCol: number;
  onToggle: (col: number, row: MatrixRow, on: boolean) => void;
  onCellFocus: (cell: { row: number; col: number }) => void;
};

/** One permission of one area across the roles. */
const MatrixRowView = memo(function MatrixRowView({
  row,
  rowIndex,
  last,
  roles,
  names,
  editable,
  tabCol,
  onToggle,
  onCellFocus,
}: MatrixRowViewProps) {
  const { t, i18n } = useLingui();
  const area = areaLabel(i18n, row.area);
  const permissionText = permissionLabel(i18n, row.permission);
  return (
    <tr>
      {row.first && (
        <th
          scope="rowgroup"
          rowSpan={row.span}
          className="sticky left-0 z-10 border-b bg-card px-3 py-1.5 text-start align-top font-medium"
        >
          {area}
        </th>
      )}
      <th
        scope="row"
        className={cn(
          'sticky left-24 z-10 border-e bg-card px-3 py-1.5 text-start font-normal text-muted-foreground sm:left-36',
          last && 'border-b',
        )}
      >
        {permissionText}
      </th>
      {roles.map((role, col) => {
        const permission = role.policies[row.area]?.permissions.find(
          (entry) => entry.name === row.permission,
        );
        const label = `${names[col]}: ${area} ${permissionText}`;
        return (
          <td key={col} className={cn('px-2 py-1.5 text-center', last && 'border-b')}>
            {!permission ? null : editable[col] ? (
              // A native checkbox: hundreds of them stay light (20 roles × all areas).
              <input
                type="checkbox"
                aria-label={label}
                checked={permission.active}
                data-matrix-row={rowIndex}
                data-matrix-col={col}
                tabIndex={tabCol === col ? 0 : -1}
                onFocus={() => onCellFocus({ row: rowIndex, col })}
                onChange={(event) => onToggle(col, row, event.target.checked)}
                className="size-4 cursor-pointer align-middle accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
              />
            ) : (
              <span className="text-muted-foreground">
                {/* An icon, not the ✓ character: Inter has no ✓, so it drew in a machine font. */}
                {permission.active ? (
                  <Check aria-hidden className="inline size-4 align-middle" />
                ) : (
                  <span aria-hidden>–</span>
                )}
                <span className="sr-only">
                  {permission.active ? t`${label} on` : t`${label} off`}
                </span>
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
