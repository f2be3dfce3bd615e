import { EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { BackToListActions } from '../toolbars/BackToListActions.tsx';
import { WhenField } from '../i18n/WhenField.tsx';

export default function ContactMessageShow() {
  return (
    <Show title="Contact message" actions={<BackToListActions list="/contact-messages" />}>
      <SimpleShowLayout>
        <TextField source="name" label="console.contact_messages.name" />
        <EmailField source="email" label="console.contact_messages.email" />
        <WhenField source="created_at" label="console.contact_messages.received" showTime />
        <TextField source="message" label="console.contact_messages.message" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
      </SimpleShowLayout>
    </Show>
  );
}
