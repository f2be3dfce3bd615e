import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton.tsx';

/** SPEC.md sections 4, 5 and 8: confirm, then to the profile (the dashboard). */
export function PackageDeleteButton() {
  return (
    <ConfirmDeleteButton what="package" success="console.notices.package_deleted" failure="console.notices.package_delete_failed" redirectTo="/" />
  );
}
