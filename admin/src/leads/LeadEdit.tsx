import { Edit } from 'react-admin';
import { EditActions } from '../toolbars/EditActions.tsx';
import { LeadForm } from './LeadForm.tsx';

export default function LeadEdit() {
  return (
    <Edit title="console.leads.title" redirect="show" mutationMode="pessimistic" actions={<EditActions list="/leads" />}>
      <LeadForm />
    </Edit>
  );
}
