import { Create, useRedirect } from 'react-admin';
import { useNotices } from '../notices/useNotices.ts';
import { FormToolbar } from '../toolbars/FormToolbar.tsx';
import { WorkForm } from './WorkForm.tsx';

/** 'Create New Work': title, description, thumbnail and image1 to image4 (SPEC.md sections 2 and 5). */
export default function WorkCreate() {
  const notices = useNotices();
  const redirect = useRedirect();
  return (
    <Create
      title="Create New Work"
      mutationOptions={{
        onSuccess: () => {
          notices.success('console.notices.work_created');
          redirect('list', 'works');
        },
        onError: (error) => notices.failure('console.notices.error', error),
      }}
    >
      {/* The spec reuses the package's wording here. */}
      <WorkForm
        requiredMessage="console.notices.package_fields_required"
        imagesRequired
        toolbar={<FormToolbar alwaysEnable />}
        defaultValues={{ post_status: 'Active' }}
      />
    </Create>
  );
}
