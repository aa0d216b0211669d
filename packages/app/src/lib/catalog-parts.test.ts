import { describe, expect, it } from 'vitest';
import { partOf } from '../../build/catalog-parts';

describe('which catalog part a message goes to', () => {
  it('given a message the login page says, then it ships in boot', () => {
    expect(partOf(['src/features/session/login-page.tsx'])).toBe('boot');
    expect(partOf(['src/features/units/units-page.tsx', 'src/lib/ui-labels.tsx'])).toBe('boot');
  });

  it('given a message only screens say, then it waits for the screens part', () => {
    expect(partOf(['src/features/units/units-page.tsx'])).toBe('screens');
    expect(partOf(['src/features/units/units-page.tsx', 'src/features/users/users-page.tsx'])).toBe(
      'screens',
    );
  });

  it('given a message the dashboard or the shell says too, then it loads with the layout', () => {
    expect(partOf(['src/features/dashboard/dashboard-screen.tsx'])).toBe('signed-in');
    expect(partOf(['src/features/units/units-page.tsx', 'src/features/shell/shell-menu.tsx'])).toBe(
      'signed-in',
    );
    // Shared lib files only signed-in features import stay with the layout.
    expect(partOf(['src/lib/visitor-list.tsx'])).toBe('signed-in');
    // So do the app files of the /d/* chunk.
    expect(partOf(['src/app/authenticated-layout.tsx'])).toBe('signed-in');
  });

  it('given a message without origins, then it stays in boot', () => {
    expect(partOf([])).toBe('boot');
  });
});
