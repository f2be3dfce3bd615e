import { messages } from '@fitout/shared';
import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton.tsx';

/** SPEC.md sections 4, 5 and 8: confirm, then to the profile (the dashboard). */
export function WorkDeleteButton() {
  return <ConfirmDeleteButton what="work" success={messages.workDeleted} failure={messages.workDeleteFailed} redirectTo="/" />;
}
