import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton.tsx';

/** SPEC.md sections 4, 5 and 8: confirm, then to the profile (the dashboard). */
export function WorkDeleteButton() {
  return <ConfirmDeleteButton what="work" success="console.notices.work_deleted" failure="console.notices.work_delete_failed" redirectTo="/" />;
}
