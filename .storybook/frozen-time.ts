/**
 * Stories show dates; image baselines need them fixed. Every story sees this instant
 * unless it sets `parameters.now` (an ISO string) itself.
 */
export const FROZEN_NOW = '2026-11-02T09:30:00+08:00';

const RealDate = Date;

export function freezeTime(iso: string): () => void {
  const fixed = new RealDate(iso).getTime();
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
