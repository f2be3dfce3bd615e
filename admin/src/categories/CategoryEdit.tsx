import { Edit, useRedirect } from 'react-admin';
import { messages } from '@fitout/shared';
import { useNotices } from '../notices/useNotices.ts';
import { CategoryForm } from './CategoryForm.tsx';
import { CategoryTitle } from './CategoryTitle.tsx';
import { CategoryDeleteButton } from './CategoryDeleteButton.tsx';
import { EditActions } from '../toolbars/EditActions.tsx';
import { EditToolbar } from '../toolbars/EditToolbar.tsx';

export default function CategoryEdit() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Edit
      title={<CategoryTitle prefix="console.categories.update" />}
      mutationMode="pessimistic"
      actions={<EditActions list="/categories" />}
      mutationOptions={{
        onSuccess: () => {
          notices.success(messages.categoryUpdated);
          redirect('list', 'categories');
        },
        onError: () => notices.error(messages.categoryUpdateFailed),
      }}
    >
      <CategoryForm
        imageRequired={false}
        toolbar={
          <EditToolbar>
            <CategoryDeleteButton />
          </EditToolbar>
        }
      />
    </Edit>
  );
}
