/*
 * A facility's bookable slots (spec 002 §1 Facilities): the day runs from `opens` to `closes` in
 * Malaysian time (Asia/Kuala_Lumpur, UTC+8 all year), cut into slots of `slot_minutes`; a slot
 * that would end after closing is not offered. Plain functions over 'yyyy-mm-dd' and 'HH:mm'
 * texts, so the server's checks and the app's week view count the same slots.
 */

/** A facility's hours, as the wire carries them. */
export type FacilityHours = { opens: string; closes: string; slot_minutes: number };

/** Minutes after midnight of an 'HH:mm' text. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The bounds of a facility's numbers, which its schema and its form both check. */
export const FACILITY_LIMITS = {
  capacity: { min: 1, max: 10_000 },
  slotMinutes: { min: 15, max: 24 * 60 },
  weeklyLimit: { min: 1, max: 100 },
  fee: { min: 0, max: 99_999.99 },
} as const;

/** Whether closing comes after opening with room for at least one slot. */
export function hoursHoldASlot(hours: FacilityHours): boolean {
  return minutesOf(hours.closes) - minutesOf(hours.opens) >= hours.slot_minutes;
}

/** 'HH:mm' of minutes after midnight. */
export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start times ('HH:mm') of the day's slots. */
export function slotStarts(hours: FacilityHours): string[] {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const starts: string[] = [];
  if (hours.slot_minutes <= 0) return starts;
  for (let start = opens; start + hours.slot_minutes <= closes; start += hours.slot_minutes) {
    starts.push(timeOf(start));
  }
  return starts;
}

/** Why a start time is not one of the facility's slots, or null when it is. */
export function slotProblem(
  hours: FacilityHours,
  time: string,
): 'outsideHours' | 'notOnBoundary' | null {
  const start = minutesOf(time);
  const opens = minutesOf(hours.opens);
  if (start < opens || start + hours.slot_minutes > minutesOf(hours.closes)) return 'outsideHours';
  return (start - opens) % hours.slot_minutes === 0 ? null : 'notOnBoundary';
}

/** The calendar day `days` after (or before) a 'yyyy-mm-dd' day. */
export function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) that holds `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return plusDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => plusDays(monday, index));
}

/** The instant a Malaysian day and time names (UTC+8, no daylight saving). */
export function malaysianInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+08:00`);
}

/** The wire's 'yyyy-mm-dd HH:mm' of a slot (Malaysian time). */
export function slotKey(day: string, time: string): string {
  return `${day} ${time}`;
}

/** Whether a booking may still be cancelled with its fee returned: 24 hours or more before it. */
export function refundsFee(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= 24 * 60 * 60 * 1000;
}
