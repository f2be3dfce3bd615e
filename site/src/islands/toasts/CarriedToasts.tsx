// The toast region alone, for account pages whose content is static (e.g. /confirmemail, which shows the
// notices that sign-up and sign-in carried over).
import { Toasts } from './toasts.tsx';

export default function CarriedToasts() {
  return <Toasts />;
}
