/** Spec 002 §9: payment types; online banking is listed but never available. */
export const PAYMENT_TYPES = ['bank_transfer', 'online_banking'] as const;

/** Spec 002 §4: a payment's statuses, in the order it moves through them. */
export const PAYMENT_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;

/** Spec 002 §3: the invoice types an Issue Statement form sends in `types[]`. */
export const INVOICE_TYPES = ['maintenance', 'water', 'others'] as const;

/** Spec 002 §9: who an announcement goes to. */
export const ANNOUNCEMENT_RECIPIENTS = ['Owners', 'Admins'] as const;

/** Spec 002 §3: a bug report's statuses. */
export const SUPPORT_STATUSES = ['Pending', 'Resolved'] as const;

/** Spec 002 §5 and §9: file extensions accepted for receipts and announcement attachments. */
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'pjpg', 'png', 'pdf'] as const;

/** Spec 001 §5: file extensions accepted for profile and property pictures. */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Spec 001 §5: file extensions accepted for Excel imports. */
export const EXCEL_EXTENSIONS = ['xlsx'] as const;
