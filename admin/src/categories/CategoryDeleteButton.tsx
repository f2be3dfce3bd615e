import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton.tsx';

/** SPEC.md sections 4, 5 and 8: confirm, then back to the category list. */
export function CategoryDeleteButton() {
  return (
    <ConfirmDeleteButton
      what="category"
      success="console.notices.category_deleted"
      failure="console.notices.category_delete_failed"
      redirectTo="/categories"
    />
  );
}
