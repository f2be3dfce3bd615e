import { Edit, useRedirect } from 'react-admin';
import { useNotices } from '../notices/useNotices.ts';
import { CategoryForm } from './CategoryForm.tsx';
import { CategoryTitle } from './CategoryTitle.tsx';
import { CategoryDeleteButton } from './CategoryDeleteButton.tsx';
import { EditActions } from '../toolbars/EditActions.tsx';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';

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
          notices.success('console.notices.category_updated');
          redirect('list', 'categories');
        },
        onError: () => notices.error('console.notices.category_update_failed'),
      }}
    >
      <CategoryForm
        imageRequired={false}
        toolbar={
          <FormToolbar>
            <CategoryDeleteButton />
          </FormToolbar>
        }
      />
    </Edit>
  );
}
