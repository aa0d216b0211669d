/** Spec 001 §9: visitor types, in the order the form offers them. */
export const VISITOR_TYPES = ['Visit', 'Over Night', 'Pickup', 'Drop-Off', 'Vendor'] as const;

/** Spec 001 §9: a new visitor is a Visit unless chosen otherwise. */
export const DEFAULT_VISITOR_TYPE = 'Visit' satisfies (typeof VISITOR_TYPES)[number];

/** Spec 001 §2: the visitors list tabs, as the `tab` query sends them. */
export const VISITOR_TABS = ['upcoming', 'past'] as const;

/** The English title of each visitors tab ('Upcoming', 'Past'); the app translates it. */
export const VISITOR_TAB_LABELS = {
  upcoming: 'Upcoming',
  past: 'Past',
} as const satisfies Record<(typeof VISITOR_TABS)[number], string>;

/** A visitor's state as the server derives it: checked out, checked in, past its last day, or not yet. */
export const VISITOR_STATUSES = ['Upcoming', 'Checked In', 'Checked Out', 'Expired'] as const;
