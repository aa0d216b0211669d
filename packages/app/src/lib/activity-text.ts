import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Parts = { name: string; object: string; unit: string };

/**
 * One kind of audit entry: the activity text it starts with (module then action, hyphens as
 * spaces, as the server writes it), the sentence with the named record, and the sentence when the
 * entry names none (older and seeded entries). `splitUnit`: the record's last word is a unit.
 */
type ActivityPattern = {
  prefix: string;
  withObject: (parts: Parts) => MessageDescriptor;
  plain: (parts: Parts) => MessageDescriptor;
  splitUnit?: boolean;
};

const same = (descriptor: (parts: Parts) => MessageDescriptor) => ({
  withObject: descriptor,
  plain: descriptor,
});

const KINDS: ActivityPattern[] = [
  { prefix: 'Session sign in', ...same(({ name }) => msg`${name} signed in`) },
  { prefix: 'Session sign out', ...same(({ name }) => msg`${name} signed out`) },
  { prefix: 'Session reset password', ...same(({ name }) => msg`${name} reset their password`) },
  {
    prefix: 'Visitors check in',
    withObject: ({ name, object }) => msg`${name} checked in visitor ${object}`,
    plain: ({ name }) => msg`${name} checked in a visitor`,
  },
  {
    prefix: 'Visitors check out',
    withObject: ({ name, object }) => msg`${name} checked out visitor ${object}`,
    plain: ({ name }) => msg`${name} checked out a visitor`,
  },
  {
    prefix: 'Visitors add visitor',
    withObject: ({ name, object }) => msg`${name} registered visitor ${object}`,
    plain: ({ name }) => msg`${name} registered a visitor`,
  },
  {
    prefix: 'Owners add owner',
    withObject: ({ name, object }) => msg`${name} added owner ${object}`,
    plain: ({ name }) => msg`${name} added an owner`,
  },
  {
    prefix: 'Owners edit owner',
    withObject: ({ name, object }) => msg`${name} edited owner ${object}`,
    plain: ({ name }) => msg`${name} edited an owner`,
  },
  {
    prefix: 'Owners delete owner',
    withObject: ({ name, object }) => msg`${name} deleted owner ${object}`,
    plain: ({ name }) => msg`${name} deleted an owner`,
  },
  { prefix: 'Owners import owners', ...same(({ name }) => msg`${name} imported owners`) },
  { prefix: 'Owners add', ...same(({ name }) => msg`${name} added an owner`) },
  { prefix: 'Owners edit', ...same(({ name }) => msg`${name} edited an owner`) },
  {
    prefix: 'Admins add admin',
    withObject: ({ name, object }) => msg`${name} added admin ${object}`,
    plain: ({ name }) => msg`${name} added an admin`,
  },
  {
    prefix: 'Admins edit admin',
    withObject: ({ name, object }) => msg`${name} edited admin ${object}`,
    plain: ({ name }) => msg`${name} edited an admin`,
  },
  {
    prefix: 'Admins delete admin',
    withObject: ({ name, object }) => msg`${name} deleted admin ${object}`,
    plain: ({ name }) => msg`${name} deleted an admin`,
  },
  { prefix: 'Admins import admins', ...same(({ name }) => msg`${name} imported admins`) },
  {
    prefix: 'Owners remove device',
    withObject: ({ name, object }) => msg`${name} removed the device of ${object}`,
    plain: ({ name }) => msg`${name} removed a device`,
  },
  {
    prefix: 'Admins remove device',
    withObject: ({ name, object }) => msg`${name} removed the device of ${object}`,
    plain: ({ name }) => msg`${name} removed a device`,
  },
  {
    prefix: 'Units add unit',
    withObject: ({ name, object }) => msg`${name} added unit ${object}`,
    plain: ({ name }) => msg`${name} added a unit`,
  },
  {
    prefix: 'Units edit unit',
    withObject: ({ name, object }) => msg`${name} edited unit ${object}`,
    plain: ({ name }) => msg`${name} edited a unit`,
  },
  {
    prefix: 'Units delete unit',
    withObject: ({ name, object }) => msg`${name} deleted unit ${object}`,
    plain: ({ name }) => msg`${name} deleted a unit`,
  },
  {
    prefix: 'Units assign owner',
    splitUnit: true,
    withObject: ({ name, object, unit }) => msg`${name} assigned owner ${object} to ${unit}`,
    plain: ({ name }) => msg`${name} assigned an owner to a unit`,
  },
  {
    prefix: 'Units unassign owner',
    splitUnit: true,
    withObject: ({ name, object, unit }) => msg`${name} removed owner ${object} from ${unit}`,
    plain: ({ name }) => msg`${name} removed an owner from a unit`,
  },
  { prefix: 'Units import units', ...same(({ name }) => msg`${name} imported units`) },
  { prefix: 'Units add access card', ...same(({ name }) => msg`${name} added an access card`) },
  { prefix: 'Units add', ...same(({ name }) => msg`${name} added a unit`) },
  { prefix: 'Units edit', ...same(({ name }) => msg`${name} edited a unit`) },
  {
    prefix: 'Access Card add card',
    splitUnit: true,
    withObject: ({ name, object, unit }) => msg`${name} added access card ${object} to ${unit}`,
    plain: ({ name }) => msg`${name} added an access card`,
  },
  {
    prefix: 'Access Card edit card',
    splitUnit: true,
    withObject: ({ name, object, unit }) => msg`${name} edited access card ${object} of ${unit}`,
    plain: ({ name }) => msg`${name} edited an access card`,
  },
  {
    prefix: 'Access Card delete card',
    splitUnit: true,
    withObject: ({ name, object, unit }) => msg`${name} deleted access card ${object} of ${unit}`,
    plain: ({ name }) => msg`${name} deleted an access card`,
  },
  {
    prefix: 'Payments verify payment',
    withObject: ({ name, object }) => msg`${name} verified payment ${object}`,
    plain: ({ name }) => msg`${name} verified a payment`,
  },
  {
    prefix: 'Payments reject payment',
    withObject: ({ name, object }) => msg`${name} rejected payment ${object}`,
    plain: ({ name }) => msg`${name} rejected a payment`,
  },
  {
    prefix: 'Payments add payment',
    withObject: ({ name, object }) => msg`${name} added a payment: ${object}`,
    plain: ({ name }) => msg`${name} added a payment`,
  },
  { prefix: 'Payments verify', ...same(({ name }) => msg`${name} verified a payment`) },
  { prefix: 'Payments reject', ...same(({ name }) => msg`${name} rejected a payment`) },
  {
    prefix: 'Announcements send announcement',
    withObject: ({ name, object }) => msg`${name} sent the announcement ${object}`,
    plain: ({ name }) => msg`${name} sent an announcement`,
  },
  { prefix: 'Announcements add', ...same(({ name }) => msg`${name} sent an announcement`) },
  {
    prefix: 'Properties add property',
    withObject: ({ name, object }) => msg`${name} added property ${object}`,
    plain: ({ name }) => msg`${name} added a property`,
  },
  {
    prefix: 'Properties edit property',
    withObject: ({ name, object }) => msg`${name} edited property ${object}`,
    plain: ({ name }) => msg`${name} edited a property`,
  },
  {
    prefix: 'Properties enable service',
    withObject: ({ name, object }) => msg`${name} turned on a service: ${object}`,
    plain: ({ name }) => msg`${name} turned on a service`,
  },
  {
    prefix: 'Properties disable service',
    withObject: ({ name, object }) => msg`${name} turned off a service: ${object}`,
    plain: ({ name }) => msg`${name} turned off a service`,
  },
  {
    prefix: 'Properties upload house rules',
    ...same(({ name }) => msg`${name} uploaded the house rules`),
  },
  {
    prefix: 'Account Statement issue invoice',
    withObject: ({ name, object }) => msg`${name} issued invoices: ${object}`,
    plain: ({ name }) => msg`${name} issued invoices`,
  },
  {
    prefix: 'Complains file complaint',
    withObject: ({ name, object }) => msg`${name} filed complaint ${object}`,
    plain: ({ name }) => msg`${name} filed a complaint`,
  },
  {
    prefix: 'Complains assign complaint',
    withObject: ({ name, object }) => msg`${name} assigned a complaint to ${object}`,
    plain: ({ name }) => msg`${name} assigned a complaint`,
  },
  {
    prefix: 'Complains status complaint',
    withObject: ({ name, object }) => msg`${name} moved a complaint to ${object}`,
    plain: ({ name }) => msg`${name} moved a complaint`,
  },
  {
    prefix: 'Complains reopen complaint',
    withObject: ({ name, object }) => msg`${name} reopened complaint ${object}`,
    plain: ({ name }) => msg`${name} reopened a complaint`,
  },
  {
    prefix: 'Facilities add facility',
    withObject: ({ name, object }) => msg`${name} added facility ${object}`,
    plain: ({ name }) => msg`${name} added a facility`,
  },
  {
    prefix: 'Facilities edit facility',
    withObject: ({ name, object }) => msg`${name} edited facility ${object}`,
    plain: ({ name }) => msg`${name} edited a facility`,
  },
  {
    prefix: 'Facilities delete facility',
    withObject: ({ name, object }) => msg`${name} deleted facility ${object}`,
    plain: ({ name }) => msg`${name} deleted a facility`,
  },
  {
    prefix: 'Facilities book facility',
    withObject: ({ name, object }) => msg`${name} booked ${object}`,
    plain: ({ name }) => msg`${name} booked a facility`,
  },
  {
    prefix: 'Facilities cancel booking',
    withObject: ({ name, object }) => msg`${name} cancelled the booking of ${object}`,
    plain: ({ name }) => msg`${name} cancelled a booking`,
  },
  {
    prefix: 'Facilities approve booking',
    withObject: ({ name, object }) => msg`${name} approved the booking of ${object}`,
    plain: ({ name }) => msg`${name} approved a booking`,
  },
  {
    prefix: 'Facilities reject booking',
    withObject: ({ name, object }) => msg`${name} rejected the booking of ${object}`,
    plain: ({ name }) => msg`${name} rejected a booking`,
  },
  {
    prefix: 'Tenants add tenant',
    withObject: ({ name, object }) => msg`${name} registered tenant ${object}`,
    plain: ({ name }) => msg`${name} registered a tenant`,
  },
  {
    prefix: 'Tenants edit tenant',
    withObject: ({ name, object }) => msg`${name} edited tenant ${object}`,
    plain: ({ name }) => msg`${name} edited a tenant`,
  },
  {
    prefix: 'Tenants delete tenant',
    withObject: ({ name, object }) => msg`${name} deleted tenant ${object}`,
    plain: ({ name }) => msg`${name} deleted a tenant`,
  },
  {
    prefix: 'Tenants verify tenant',
    withObject: ({ name, object }) => msg`${name} verified tenant ${object}`,
    plain: ({ name }) => msg`${name} verified a tenant`,
  },
  { prefix: 'Setting app online', ...same(({ name }) => msg`${name} turned the app on`) },
  { prefix: 'Setting app offline', ...same(({ name }) => msg`${name} turned the app off`) },
];

/** Longest prefixes first, so 'Owners edit owner' wins over 'Owners edit'. */
const PATTERNS = [...KINDS].sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * An activity (dashboard, audit) as a sentence in the active language: 'aminah checked in
 * visitor Arjun Rahman' from username 'aminah' and activity 'Visitors check in Arjun Rahman'
 * An activity the app does not know reads '{name}: {activity}'.
 */
export function activitySentence(i18n: I18n, username: string, activity: string): string {
  const text = activity.trim().replace(/\s+/g, ' ');
  // The kind matches with the audit page's rule (spec 001 §2: hyphens read as spaces, so
  // 'check-in' is 'check in'); the record keeps its own hyphens ('A-12-03').
  const pattern = PATTERNS.find((p) => {
    const head = text.slice(0, p.prefix.length).replace(/-/g, ' ');
    const next = text.charAt(p.prefix.length);
    return head === p.prefix && (next === '' || next === ' ');
  });
  if (!pattern) return i18n._(msg`${username}: ${text}`);
  let object = text.slice(pattern.prefix.length).trim();
  let unit = '';
  if (pattern.splitUnit && object.includes(' ')) {
    unit = object.slice(object.lastIndexOf(' ') + 1);
    object = object.slice(0, object.lastIndexOf(' '));
  } else if (pattern.splitUnit) {
    object = '';
  }
  const parts = { name: username, object, unit };
  return i18n._(object ? pattern.withObject(parts) : pattern.plain(parts));
}
