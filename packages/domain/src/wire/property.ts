import type { WireDate, WireId } from './common';
import type { PropertyService } from './user';

/** Spec 001 §3: a property with its bank data and services. */
export interface Property {
  id: WireId;
  name: string;
  developer?: string | null;
  managed_by?: string | null;
  email: string;
  contact: string;
  bank_name?: string | null;
  bank_acc?: string | null;
  address: string;
  address_2?: string | null;
  postcode: string;
  city: string;
  state: string;
  active: boolean;
  img?: string | null;
  total_unit?: number;
  /** The enabled services. */
  services?: PropertyService[];
  /** Every available service. */
  all_services?: PropertyService[];
  created_at?: WireDate;
}
