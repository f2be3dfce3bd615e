import { Navigate, useBasename } from 'react-admin';

/** Replaces the address with a console path such as "/packages" (the console's base is added). */
export function ConsoleRedirect({ to }: { to: string }) {
  const basename = useBasename();
  return <Navigate to={`${basename}${to}`} replace />;
}
