import type { WireDate, WireId } from './common';

/** Spec 001 §9: visitor types; Visit is the default. */
export type VisitorType = 'Visit' | 'Over Night' | 'Pickup' | 'Drop-Off' | 'Vendor';

/** Spec 001 §9: the visitors list tabs. */
export type VisitorTab = 'upcoming' | 'past';

/** Spec 000 §3 / 001 §3: a registered visitor with its QR pass. */
export interface Visitor {
  id: WireId;
  qrcode: string;
  name: string;
  contact: string;
  vehicle_no: string;
  type: VisitorType;
  start_date: WireDate;
  end_date: WireDate | null;
  /** Values not shown in the spec. */
  status?: string | null;
  unit?: {
    id: WireId;
    unit_no: string;
    user?: { name?: string; img?: string | null } | null;
  } | null;
  createdBy?: { name: string } | null;
  checked_in_at: WireDate | null;
  checked_out_at: WireDate | null;
}

/** Spec 001 §7: GET /api/visitors/check-in|check-out/{qrcode} answers the visitor. */
export interface VisitorCheckResponse {
  visitor: Visitor;
}

/** A visitor suggestion from GET /api/visitors/autocomplete (our design: name, contact, vehicle). */
export type VisitorSuggestion = Pick<Visitor, 'name' | 'contact' | 'vehicle_no'> & { id?: WireId };
