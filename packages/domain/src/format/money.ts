/** Spec 000 §9: currency is RM with 2 decimals and thousands separators ('RM 1,234.50'). */
export function formatRM(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const fixed = Math.abs(safe).toFixed(2);
  const [whole = '0', cents = '00'] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${safe < 0 && Number(fixed) !== 0 ? '-' : ''}RM ${grouped}.${cents}`;
}
