import { messages } from '@fitout/shared';
import { ConfirmDeleteButton } from '../buttons/ConfirmDeleteButton.tsx';

/** SPEC.md sections 4, 5 and 8: confirm, then back to the category list. */
export function CategoryDeleteButton() {
  return (
    <ConfirmDeleteButton
      what="category"
      success={messages.categoryDeleted}
      failure={(error) => `${messages.categoryDeleteFailed} ${error}`.trim()}
      redirectTo="/categories"
    />
  );
}
