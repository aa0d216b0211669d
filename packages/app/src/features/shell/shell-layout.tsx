import { Outlet } from 'react-router-dom';

/** The signed-in layout: side menu, context menu and the routed screen. */
export function ShellLayout() {
  return (
    <div className="flex min-h-screen">
      <main className="min-w-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}
