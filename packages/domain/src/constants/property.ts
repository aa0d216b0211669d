/** Spec 001 §9: the banks a property's bank select offers, 'Others' last. */
export const BANKS = [
  'Maybank',
  'CIMB',
  'Public Bank',
  'RHB',
  'Hong Leong Bank',
  'AmBank',
  'UOB Malaysia',
  'Bank Rakyat',
  'OCBC Malaysia',
  'HSBC Malaysia',
  'Bank Islam',
  'Affin Bank',
  'Alliance Bank',
  'Standard Chartered Malaysia',
  'MBSB Bank',
  'Citibank Malaysia',
  'BSN',
  'Bank Muamalat',
  'Agrobank',
  'Al Rajhi Bank Malaysia',
  'Co-op Bank Pertama',
  'Others',
] as const;

/** One of {@link BANKS}. */
export type Bank = (typeof BANKS)[number];

/** Spec 001 §9: the Malaysian states and federal territories a property's address offers. */
export const MALAYSIAN_STATES = [
  'Kuala Lumpur',
  'Labuan',
  'Putrajaya',
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Penang',
  'Perak',
  'Perlis',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'Others',
] as const;

/** One of {@link MALAYSIAN_STATES}. */
export type MalaysianState = (typeof MALAYSIAN_STATES)[number];

/** Spec 001 §7: the unit fields holding its up to three owners, as /api/units/unassign names them. */
export const OWNER_SLOT_KEYS = ['user_id', 'user_id_2', 'user_id_3'] as const;
