import { Navigate, useParams } from 'react-admin';

/** An alias with an `:id`: the same id on the console's route. */
export function IdRedirect({ to }: { to: string }) {
  const { id } = useParams<{ id: string }>();
  return <Navigate to={to.replace(':id', encodeURIComponent(id ?? ''))} replace />;
}
