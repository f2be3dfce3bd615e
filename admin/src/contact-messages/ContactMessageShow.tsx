import { DateField, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { BackButton } from '../buttons/BackButton.tsx';

export default function ContactMessageShow() {
  return (
    <Show
      title="Contact message"
      actions={
        <TopToolbar>
          <BackButton to="/contact-messages" label="console.back_to_list" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" label="Name" />
        <EmailField source="email" label="Email" />
        <DateField source="created_at" label="Received" showTime />
        <TextField source="message" label="Message" sx={{ whiteSpace: 'pre-line' }} />
      </SimpleShowLayout>
    </Show>
  );
}
