import { useParams } from 'react-admin';
import { ConsoleRedirect } from './ConsoleRedirect.tsx';

/** An alias with an `:id`: the same id on the console's route. */
export function IdRedirect({ to }: { to: string }) {
  const { id } = useParams<{ id: string }>();
  return <ConsoleRedirect to={to.replace(':id', encodeURIComponent(id ?? ''))} />;
}
