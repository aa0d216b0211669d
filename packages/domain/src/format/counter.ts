/** Spec 000 §2 and §9: a counter above 9 displays as '9+'; zero and below display nothing. */
export function formatCounter(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}
