import { Create } from 'react-admin';
import { BackToListActions } from '../toolbars/BackToListActions.tsx';
import { LeadForm } from './LeadForm.tsx';

export default function LeadCreate() {
  return (
    <Create title="console.leads.create" redirect="show" actions={<BackToListActions list="/leads" />}>
      <LeadForm create />
    </Create>
  );
}
