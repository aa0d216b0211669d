import { useCallback, useState } from 'react';

/**
 * State a caller may own (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Every stateful primitive goes through this, so each is controlled or uncontrolled alike.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      if (!Object.is(next, current)) onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
