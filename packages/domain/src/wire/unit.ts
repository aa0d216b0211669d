import type { WireDate, WireId } from './common';

/** Spec 001 §3: the owner shown on a unit row. */
export interface UnitOwner {
  id: WireId;
  name: string;
}

/** Spec 001 §3: a unit with up to three owners. Amounts are in RM. */
export interface Unit {
  id: WireId;
  unit_no: string;
  level?: number | null;
  block?: string | null;
  square_feet?: number | null;
  parking_lot?: string | null;
  parking_lot_2?: string | null;
  maintenance_amount?: number | null;
  /** Water rate per litre. */
  water_amount?: number | null;
  other_amount?: number | null;
  remark?: string | null;
  user_id?: WireId | null;
  user_id_2?: WireId | null;
  user_id_3?: WireId | null;
  user?: UnitOwner | null;
  property_id: WireId;
  created_at?: WireDate;
  issue_on?: WireDate | null;
}

/** Spec 001 §7: which owner slot an unassign empties. */
export type OwnerSlot = 'user_id' | 'user_id_2' | 'user_id_3';

/** Spec 001 §3: an access card of a unit. */
export interface AccessCard {
  id: WireId;
  serial_number: string;
  active: boolean;
  unit_id: WireId;
}
